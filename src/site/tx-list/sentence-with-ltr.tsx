// A translated sentence with identifiers or figures in it ("Spent by {txid}", "{low} – {high}"): each of them is
// rendered as its own left-to-right element, so an rtl sentence neither reorders their characters nor the words
// around them, and a copied txid carries no invisible direction marks.
import { Fragment } from 'react'
import type { ReactNode } from 'react'

// Private-use characters, never in a translation, a txid or a formatted figure: they mark where each value goes.
const OPEN = '\uE000'
const CLOSE = '\uE001'
const SLOT = new RegExp(`${OPEN}(\\d+)${CLOSE}`)

export function SentenceWithLtr<K extends string>({
  sentence,
  ltr,
}: {
  /** The translated sentence, given the slot text to put where each value goes. */
  sentence: (slots: Record<K, string>) => string
  /** The values (text or links), each rendered inside a `dir="ltr"` isolate. */
  ltr: Record<K, ReactNode>
}) {
  const keys = Object.keys(ltr) as K[]
  const slots = Object.fromEntries(keys.map((key, i) => [key, `${OPEN}${i}${CLOSE}`]))
  // split() with a capture group alternates text and slot numbers: text, n, text, n, …, text.
  const parts = sentence(slots as Record<K, string>).split(SLOT)
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return <Fragment key={i}>{part}</Fragment>
        const key = keys[Number(part)]
        return (
          <bdi key={i} dir="ltr">
            {key === undefined ? null : ltr[key]}
          </bdi>
        )
      })}
    </>
  )
}
