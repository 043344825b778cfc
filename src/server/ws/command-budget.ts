// Per-connection budget of server time spent handling a client's commands. The frame-rate window bounds how
// often a client may ask; this bounds how much its asks may cost, so one connection cannot starve the others.

/** Milliseconds of command handling one connection may use within BUDGET_WINDOW_MS. */
export const COMMAND_BUDGET_MS = 500
export const BUDGET_WINDOW_MS = 10_000

export class CommandBudget {
  /** [finished at, cost] of the recent commands, oldest first. */
  private readonly spent: [number, number][] = []
  private total = 0

  constructor(
    private readonly budgetMs = COMMAND_BUDGET_MS,
    private readonly windowMs = BUDGET_WINDOW_MS,
  ) {}

  /** Records one command's cost; false once the window's total is over the budget. */
  charge(nowMs: number, costMs: number): boolean {
    const spent = this.spent
    while (spent.length > 0 && (spent[0]?.[0] ?? 0) <= nowMs - this.windowMs)
      this.total -= spent.shift()?.[1] ?? 0
    spent.push([nowMs, costMs])
    this.total += costMs
    return this.total <= this.budgetMs
  }
}
