import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SentenceWithLtr } from './sentence-with-ltr'

const render = (node: ReactElement) => renderToStaticMarkup(node)

describe('SentenceWithLtr', () => {
  it('puts the identifier in a left-to-right isolate where the translation places it', () => {
    const html = render(
      <SentenceWithLtr sentence={(s) => `أنفقتها ${s.txid} للتو`} ltr={{ txid: 'ab12…ff00' }} />,
    )
    expect(html).toBe('أنفقتها <bdi dir="ltr">ab12…ff00</bdi> للتو')
  })

  it('isolates each value, in the order of the translation rather than of the object', () => {
    const html = render(
      <SentenceWithLtr
        sentence={(s) => `${s.high} ← ${s.low}`}
        ltr={{ low: '1 sat/vB', high: '9 sat/vB' }}
      />,
    )
    expect(html).toBe('<bdi dir="ltr">9 sat/vB</bdi> ← <bdi dir="ltr">1 sat/vB</bdi>')
  })

  it('accepts elements (a link) as the value and leaves no slot marks in the text', () => {
    const html = render(
      <SentenceWithLtr
        sentence={(s) => `Spent by ${s.txid}.`}
        ltr={{ txid: <a href="/tx/1">1…2</a> }}
      />,
    )
    expect(html).toBe('Spent by <bdi dir="ltr"><a href="/tx/1">1…2</a></bdi>.')
    expect(html).not.toMatch(/[\uE000\uE001]/)
  })
})
