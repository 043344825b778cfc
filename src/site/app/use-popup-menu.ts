// The header's disclosure menus (settings, language): a button that opens a panel below it. Escape closes the
// panel and gives the focus back to the button, a press outside closes it, and the panel is flushed with the
// button's inline end unless the header wrapped the button so far that this would push it off-screen.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { KeyboardEvent, RefObject } from 'react'
import './popup-menu.css'

export interface PopupMenu {
  readonly open: boolean
  readonly panelId: string
  readonly root: RefObject<HTMLDivElement | null>
  readonly button: RefObject<HTMLButtonElement | null>
  readonly panel: RefObject<HTMLDivElement | null>
  readonly toggle: () => void
  /** On the menu's root element. */
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void
}

export function usePopupMenu(): PopupMenu {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    if (open && panel.current) keepInViewport(panel.current)
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    button.current?.focus()
  }
  const toggle = (): void => setOpen((was) => !was)
  return { open, panelId, root, button, panel, toggle, onKeyDown }
}

function keepInViewport(panel: HTMLElement): void {
  panel.dataset['align'] = 'end'
  const box = panel.getBoundingClientRect()
  if (box.left < 0 || box.right > document.documentElement.clientWidth)
    panel.dataset['align'] = 'start'
}
