// The occupancy grid behind the layout: one Int32 per cell holding the slot that covers it (-1 = empty),
// `width` columns, rows grown by doubling. Per-row figures let the packer skip rows in O(1) and answer
// the by-fee test without walking squares.
const EMPTY = -1

export class OccupancyGrid {
  readonly width: number
  cells: Int32Array
  rowFree: Int32Array
  /**
   * An upper bound of each row's longest free run: filling leaves it alone, emptying raises it, and a
   * fit search that reads the whole row makes it exact. Enough to skip rows that cannot take a square.
   */
  rowMaxRun: Int32Array
  /** Every cell left of this column is occupied (a lower bound of the row's first free cell). */
  rowFirstFree: Int32Array
  /** Σ rate × width of the squares covering each row (for the row's width-weighted average rate). */
  rowRateSum: Float64Array
  /** Rows in use: every row at or above `top` is empty. */
  top = 0
  /** Lowest row with a free cell (≤ top). Rows below it are full. */
  firstOpen = 0
  /**
   * Log of emptied squares as (x, row just above, side) triples since the caller last set
   * `vacatedLength` to 0: only squares resting on those spans can fall (gravity's work list).
   */
  vacated = new Int32Array(96)
  vacatedLength = 0
  /** Where the last `findFit` landed. */
  fitX = 0
  fitY = 0

  constructor(width: number, initialRows = 64) {
    this.width = width
    this.cells = new Int32Array(width * initialRows).fill(EMPTY)
    this.rowFree = new Int32Array(initialRows).fill(width)
    this.rowMaxRun = new Int32Array(initialRows).fill(width)
    this.rowFirstFree = new Int32Array(initialRows)
    this.rowRateSum = new Float64Array(initialRows)
  }

  get rowCapacity(): number {
    return this.rowFree.length
  }

  /** Empties every row (rows at or above `top` are already empty). */
  clear(): void {
    const used = this.top
    this.cells.fill(EMPTY, 0, used * this.width)
    this.rowFree.fill(this.width, 0, used)
    this.rowMaxRun.fill(this.width, 0, used)
    this.rowFirstFree.fill(0, 0, used)
    this.rowRateSum.fill(0, 0, used)
    this.top = 0
    this.firstOpen = 0
    this.vacatedLength = 0
  }

  ensureRows(rows: number): void {
    const capacity = this.rowCapacity
    if (rows <= capacity) return
    const next = Math.max(rows, capacity * 2)
    const cells = new Int32Array(next * this.width).fill(EMPTY)
    cells.set(this.cells)
    this.cells = cells
    this.rowFree = grown(this.rowFree, next, this.width)
    this.rowMaxRun = grown(this.rowMaxRun, next, this.width)
    this.rowFirstFree = grown(this.rowFirstFree, next, 0)
    const rateSum = new Float64Array(next)
    rateSum.set(this.rowRateSum)
    this.rowRateSum = rateSum
  }

  slotAt(x: number, y: number): number {
    if (x < 0 || x >= this.width || y < 0 || y >= this.top) return EMPTY
    return this.cells[y * this.width + x]!
  }

  /**
   * First fit of a `side`-cell square (reference §4.7 step 3): the lowest row, then the leftmost x, whose
   * span is free in that row and the `side − 1` rows above. Sets fitX/fitY; when no row in use can take
   * it, that is x = 0 on a new row at the top.
   */
  findFit(side: number): void {
    if (side === 1) {
      this.findCell()
      return
    }
    const maxRun = this.rowMaxRun
    const top = this.top
    for (let y = this.firstOpen; y < top; y++) {
      if (maxRun[y]! < side) continue
      const spanTop = y + side < top ? y + side : top
      if (!this.rowsCanHold(y + 1, spanTop, side)) continue
      const x = this.fitInRow(y, spanTop, side)
      if (x >= 0) {
        this.fitX = x
        this.fitY = y
        return
      }
    }
    this.fitX = 0
    this.fitY = top
  }

  /** First fit of a single cell (most txs): the first free cell of the lowest row that has one. */
  private findCell(): void {
    const y = this.firstOpen
    this.fitY = y
    if (y === this.top) {
      this.fitX = 0
      return
    }
    const base = y * this.width
    let x = this.rowFirstFree[y]!
    while (this.cells[base + x] !== EMPTY) x++
    this.rowFirstFree[y] = x
    this.fitX = x
  }

  /** The leftmost x where the square fits with its bottom on row `y`, or -1 (then the row's bound is exact). */
  private fitInRow(y: number, spanTop: number, side: number): number {
    const width = this.width
    const cells = this.cells
    const base = y * width
    let x = this.rowFirstFree[y]!
    while (x < width && cells[base + x] !== EMPTY) x++
    this.rowFirstFree[y] = x
    let longest = 0
    while (x < width) {
      if (cells[base + x] !== EMPTY) {
        x++
        continue
      }
      let end = x + 1
      while (end < width && cells[base + end] === EMPTY) end++
      if (end - x > longest) longest = end - x
      let start = x
      while (start + side <= end) {
        const blocked = this.blockedColumn(start, y + 1, spanTop, side)
        if (blocked < 0) return start
        start = blocked + 1
      }
      x = end + 1
    }
    this.rowMaxRun[y] = longest
    return -1
  }

  /** Whether every row in [from, to) may have a free run of at least `side` cells. */
  private rowsCanHold(from: number, to: number, side: number): boolean {
    for (let y = from; y < to; y++) if (this.rowMaxRun[y]! < side) return false
    return true
  }

  /** The rightmost occupied column of [x, x + side) in rows [from, to), or -1 when all are free. */
  private blockedColumn(x: number, from: number, to: number, side: number): number {
    const cells = this.cells
    for (let y = from; y < to; y++) {
      const base = y * this.width
      for (let c = x + side - 1; c >= x; c--) if (cells[base + c] !== EMPTY) return c
    }
    return -1
  }

  /** Marks the square's cells as `slot` in all its rows. */
  fill(slot: number, x: number, y: number, side: number, rate: number): void {
    if (y + side > this.rowFree.length) this.ensureRows(y + side)
    const width = this.width
    for (let row = y; row < y + side; row++) {
      this.cells.fill(slot, row * width + x, row * width + x + side)
      const free = (this.rowFree[row]! -= side)
      this.rowRateSum[row]! += rate * side
      if (this.rowMaxRun[row]! > free) this.rowMaxRun[row] = free
    }
    if (y + side > this.top) this.top = y + side
    while (this.firstOpen < this.top && this.rowFree[this.firstOpen] === 0) this.firstOpen++
  }

  /** Empties the square's cells; `top` and `firstOpen` follow. */
  vacate(x: number, y: number, side: number, rate: number): void {
    const width = this.width
    for (let row = y; row < y + side; row++) {
      this.cells.fill(EMPTY, row * width + x, row * width + x + side)
      const free = (this.rowFree[row]! += side)
      // An emptied row drops its sum to exactly 0 so float drift cannot build up there.
      this.rowRateSum[row] = free === width ? 0 : this.rowRateSum[row]! - rate * side
      this.rowMaxRun[row] = free
      if (this.rowFirstFree[row]! > x) this.rowFirstFree[row] = x
    }
    if (y < this.firstOpen) this.firstOpen = y
    this.logVacated(x, y + side, side)
    while (this.top > 0 && this.rowFree[this.top - 1] === width) this.top--
    if (this.firstOpen > this.top) this.firstOpen = this.top
  }

  private logVacated(x: number, rowAbove: number, side: number): void {
    if (this.vacatedLength + 3 > this.vacated.length) {
      const log = new Int32Array(this.vacated.length * 2)
      log.set(this.vacated)
      this.vacated = log
    }
    this.vacated[this.vacatedLength++] = x
    this.vacated[this.vacatedLength++] = rowAbove
    this.vacated[this.vacatedLength++] = side
  }

  /** A square's rate changed in place: only the row sums follow. */
  changeRate(y: number, side: number, from: number, to: number): void {
    for (let row = y; row < y + side; row++) this.rowRateSum[row]! += (to - from) * side
  }

  /** Width-weighted average rate of the squares covering row `y`; NaN for an empty row. */
  rowAverageRate(y: number): number {
    const occupied = this.width - (this.rowFree[y] ?? this.width)
    return occupied > 0 ? this.rowRateSum[y]! / occupied : NaN
  }

  /** Whether cells [x, x + side) of row `y` are all empty (rows at or above `top` are). */
  spanEmpty(x: number, y: number, side: number): boolean {
    if (y >= this.top) return true
    const base = y * this.width
    for (let c = x; c < x + side; c++) if (this.cells[base + c] !== EMPTY) return false
    return true
  }
}

function grown(from: Int32Array, length: number, fillWith: number): Int32Array {
  const next = new Int32Array(length).fill(fillWith)
  next.set(from)
  return next
}
