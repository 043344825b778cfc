// The name of a projected block: "Next block" for index 0, else "Mempool block {n}" counting the next block as 1.
import type { Translator } from '../../../core'
import { messages } from './messages'

export function mempoolBlockName(t: Translator['t'], index: number): string {
  return index === 0 ? t(messages.nextBlock) : t(messages.title, { n: index + 1 })
}
