// The page signals the renderer follows: document visibility, the canvas leaving the viewport
// (IntersectionObserver), its CSS size and the device pixel ratio (ResizeObserver + a resolution media
// query), and prefers-reduced-motion. Returns one function that removes every listener.

export interface PageSignals {
  hidden(on: boolean): void
  offscreen(on: boolean): void
  reducedMotion(on: boolean): void
  /** CSS size and device pixel ratio of the canvas (only when resize watching is on). */
  resized(cssWidth: number, cssHeight: number, dpr: number): void
}

export function watchPage(
  canvas: HTMLCanvasElement,
  signals: PageSignals,
  watchSize: boolean,
): () => void {
  const disposers: Array<() => void> = []
  const onVisibility = () => signals.hidden(document.hidden)
  document.addEventListener('visibilitychange', onVisibility)
  disposers.push(() => document.removeEventListener('visibilitychange', onVisibility))
  onVisibility()

  if (typeof IntersectionObserver === 'function') {
    const intersection = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1]
      if (last) signals.offscreen(!last.isIntersecting)
    })
    intersection.observe(canvas)
    disposers.push(() => intersection.disconnect())
  }

  if (typeof matchMedia === 'function') {
    const motion = matchMedia('(prefers-reduced-motion: reduce)')
    const onMotion = () => signals.reducedMotion(motion.matches)
    motion.addEventListener('change', onMotion)
    disposers.push(() => motion.removeEventListener('change', onMotion))
    onMotion()
  }

  if (watchSize) disposers.push(watchSizeAndRatio(canvas, signals))
  return () => disposers.forEach((dispose) => dispose())
}

/** ResizeObserver for the CSS size; a `(resolution: Ndppx)` query re-armed on each change for the ratio. */
function watchSizeAndRatio(canvas: HTMLCanvasElement, signals: PageSignals): () => void {
  let cssWidth = canvas.clientWidth
  let cssHeight = canvas.clientHeight
  const report = () => signals.resized(cssWidth, cssHeight, devicePixelRatio || 1)
  const resize = new ResizeObserver((entries) => {
    const box = entries[entries.length - 1]?.contentRect
    if (!box) return
    cssWidth = box.width
    cssHeight = box.height
    report()
  })
  resize.observe(canvas)

  let ratioQuery: MediaQueryList | undefined
  const onRatio = () => {
    ratioQuery?.removeEventListener('change', onRatio)
    ratioQuery = matchMedia(`(resolution: ${devicePixelRatio || 1}dppx)`)
    ratioQuery.addEventListener('change', onRatio)
    report()
  }
  ratioQuery = matchMedia(`(resolution: ${devicePixelRatio || 1}dppx)`)
  ratioQuery.addEventListener('change', onRatio)
  return () => {
    resize.disconnect()
    ratioQuery?.removeEventListener('change', onRatio)
  }
}
