// The settings' time-direction choice names what the reader sees. The stored preference ($timeLtr) means
// "flipped from the default", and the strip mirrors on right-to-left pages, where the default already runs
// left to right on screen.
export type ShownDirection = 'ltr' | 'rtl'

/** The direction time runs on screen for the stored flag on a page of direction `pageDir`. */
export function shownTimeDirection(timeLtr: boolean, pageDir: 'ltr' | 'rtl'): ShownDirection {
  return timeLtr !== (pageDir === 'rtl') ? 'ltr' : 'rtl'
}

/** The flag to store so that time runs `shown` on screen on a page of direction `pageDir`. */
export function storedTimeLtr(shown: ShownDirection, pageDir: 'ltr' | 'rtl'): boolean {
  return (shown === 'ltr') !== (pageDir === 'rtl')
}
