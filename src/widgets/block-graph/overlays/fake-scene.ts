// A stand-in for the drawn scene (tests and stories): a grid of equal squares, no WebGL.
import type { GraphHitTarget, GraphRect, GraphTx } from '../graph-types'

/**
 * A scene of `txs` in rows of `columns` `size` px squares, row 0 at the top; neighbours by grid position.
 * `txs` may be replaced to simulate a new scene.
 */
export class FakeScene implements GraphHitTarget {
  constructor(
    public txs: GraphTx[],
    readonly columns: number,
    readonly size = 10,
  ) {}

  private indexOf(txid: string): number {
    return this.txs.findIndex((tx) => tx.txid === txid)
  }

  txAt(x: number, y: number): GraphTx | undefined {
    const column = Math.floor(x / this.size)
    if (column < 0 || column >= this.columns || y < 0) return undefined
    return this.txs[Math.floor(y / this.size) * this.columns + column]
  }

  rectOf(txid: string): GraphRect | undefined {
    const i = this.indexOf(txid)
    if (i < 0) return undefined
    return {
      x: (i % this.columns) * this.size,
      y: Math.floor(i / this.columns) * this.size,
      width: this.size,
      height: this.size,
    }
  }

  neighbour(txid: string, direction: 'up' | 'down' | 'left' | 'right'): GraphTx | undefined {
    const rect = this.rectOf(txid)
    if (!rect) return undefined
    const step = {
      up: [0, -this.size],
      down: [0, this.size],
      left: [-this.size, 0],
      right: [this.size, 0],
    }[direction]
    return this.txAt(
      rect.x + rect.width / 2 + (step[0] ?? 0),
      rect.y + rect.height / 2 + (step[1] ?? 0),
    )
  }

  ordered(): readonly GraphTx[] {
    return this.txs
  }
}

/** A tx with a 64-hex txid made from `n`; the rest can be overridden. */
export function graphTx(n: number, extra: Partial<GraphTx> = {}): GraphTx {
  return {
    txid: n.toString(16).padStart(64, '0'),
    fee: 1410,
    vsize: 141,
    value: 12_345_678,
    rate: 10,
    flags: 0n,
    time: 0,
    acc: false,
    ...extra,
  }
}
