// Schedules frames with requestAnimationFrame only while needed: one frame after a change, then more only
// while `frame` reports that something is still moving. Any pause reason (page hidden, canvas off-screen,
// context lost) stops the loop; when the last one clears, a frame is drawn if one was wanted.

export type PauseReason = 'hidden' | 'offscreen' | 'lost'

export interface FrameScheduler {
  request(callback: (time: number) => void): number
  cancel(handle: number): void
}

const browserScheduler: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
}

export class FrameLoop {
  private handle: number | undefined
  private wanted = false
  private readonly paused = new Set<PauseReason>()

  /** `frame` draws and returns true while something still moves (another frame is wanted). */
  constructor(
    private readonly frame: () => boolean,
    private readonly scheduler: FrameScheduler = browserScheduler,
  ) {}

  /** True while a frame is scheduled. */
  get running(): boolean {
    return this.handle !== undefined
  }

  /** Asks for a frame (e.g. after a write); deferred while paused. */
  request(): void {
    this.wanted = true
    if (this.handle !== undefined || this.paused.size > 0) return
    this.handle = this.scheduler.request(() => this.run())
  }

  /** Sets or clears one pause reason. */
  pause(reason: PauseReason, on: boolean): void {
    if (on) {
      this.paused.add(reason)
      this.cancelScheduled()
      return
    }
    this.paused.delete(reason)
    if (this.wanted) this.request()
  }

  isPaused(reason?: PauseReason): boolean {
    return reason ? this.paused.has(reason) : this.paused.size > 0
  }

  /** Stops for good. */
  stop(): void {
    this.wanted = false
    this.cancelScheduled()
  }

  private run(): void {
    this.handle = undefined
    this.wanted = false
    if (this.frame()) this.request()
  }

  private cancelScheduled(): void {
    if (this.handle === undefined) return
    this.scheduler.cancel(this.handle)
    this.handle = undefined
  }
}
