// Whether the host element fills a named slot: the slot's assigned elements, followed through `slotchange`.
// Undefined until the slot has been looked at (the first layout effect), so a caller can hold back fallback
// content that would otherwise start loading code before it knows the host brings its own.
import { useLayoutEffect, useState } from 'react'
import type { RefObject } from 'react'

export function useSlotted(slot: RefObject<HTMLSlotElement | null>): boolean | undefined {
  const [slotted, setSlotted] = useState<boolean>()
  useLayoutEffect(() => {
    const element = slot.current
    if (!element) return undefined
    const read = (): void => setSlotted(element.assignedElements().length > 0)
    read()
    element.addEventListener('slotchange', read)
    return () => element.removeEventListener('slotchange', read)
  }, [slot])
  return slotted
}
