// The strip's two buttons: the divider's flip of the time direction, and the way back to the newest blocks.
import type { RefObject } from 'react'
import { useWidget } from '../internal/widget-context'
import { messages } from './messages'
import { prefersReducedMotion } from './use-time-direction'

export function FlipDivider({ timeLtr, flip }: { timeLtr: boolean; flip: () => void }) {
  const { t } = useWidget().intl
  return (
    <div className="divider" part="divider">
      <button
        type="button"
        className="flip"
        part="flip-button"
        aria-label={t(messages.flipDirection)}
        aria-pressed={timeLtr}
        onClick={flip}
      >
        <span aria-hidden="true">⇆</span>
      </button>
    </div>
  )
}

export function ScrollBack({ scroller }: { scroller: RefObject<HTMLDivElement | null> }) {
  const { intl, dir } = useWidget()
  return (
    <button
      type="button"
      className="scroll-back"
      part="scroll-back"
      aria-label={intl.t(messages.scrollBack)}
      onClick={() =>
        scroller.current?.scrollTo({
          left: 0,
          behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        })
      }
    >
      <span aria-hidden="true">{dir === 'rtl' ? '→' : '←'}</span>
    </button>
  )
}
