// GlRenderer draws the block graph's squares: one quad per slot, each slot a 48-byte record of start and
// end position, size and colour with their times (instance-layout.ts). The vertex shader interpolates, so
// a frame costs the CPU only the upload of the slots written since the last frame and one draw call;
// frames run only while something moves and the canvas is visible. Positions are grid cells (the layout's
// x, y, side); screen-mapping.ts turns them into pixels, here and for overlays. On WebGL2 the records are
// pulled from a texture by vertex id (pulled-drawer.ts); on WebGL1 they are instance attributes
// (instanced-drawer.ts). Same bytes either way, but SwiftShader draws the first about ten times faster.
import type { GraphRect } from '../graph-types'
import type { PackedRgba } from './colour'
import { unpackRgba } from './colour'
import { FrameLoop } from './frame-loop'
import type { FrameScheduler } from './frame-loop'
import { openContext } from './gl-setup'
import type { GlContext } from './gl-setup'
import { createInstancedDrawer } from './instanced-drawer'
import { BYTES_PER_INSTANCE } from './instance-layout'
import { InstanceStore } from './instance-store'
import type { ArrivingSquares, GridSquare, SquareState, SquareTransition } from './instance-store'
import { watchPage } from './page-watchers'
import { createPulledDrawer } from './pulled-drawer'
import { cssToGridCell, deviceSize, gridAxes, gridRectToCss } from './screen-mapping'
import type { GridView, Viewport } from './screen-mapping'
import type { SquareDrawer } from './square-drawer'

export type { ArrivingSquares, GridSquare, SquareState, SquareTransition } from './instance-store'
export type { GridView, Viewport } from './screen-mapping'
export type { PackedRgba } from './colour'

export interface GlRendererOptions {
  /** Called after the context is lost (drawing has stopped). */
  onContextLost?: () => void
  /** Called after the context came back and the scene was redrawn from the CPU copy. */
  onContextRestored?: () => void
  /** Clear colour, 0xRRGGBBAA (default transparent). */
  background?: PackedRgba
  /** Clock in performance.now() milliseconds (tests inject their own). */
  now?: () => number
  /** Follow the canvas's CSS size and devicePixelRatio by itself (default true); else call resize(). */
  autoResize?: boolean
  /** Called after every resize (automatic or not), e.g. to recompute an autofit resolution. */
  onResize?: (viewport: Viewport) => void
  /** Use WebGL1 + ANGLE_instanced_arrays even where WebGL2 exists (tests of the fallback). */
  webgl1Only?: boolean
  /** Draw instanced quads on WebGL2 too, instead of pulling the records from a texture. */
  instanced?: boolean
  /** Frame scheduler (default requestAnimationFrame). */
  scheduler?: FrameScheduler
  /** Initial instance capacity (default 1,024; grows by doubling). */
  capacity?: number
}

/** Counters for tests and the benchmark. */
export interface GlRendererStats {
  frames: number
  /** Dirty ranges uploaded (each one bufferSubData, or up to three texSubImage2D). */
  rangeUploads: number
  /** Whole-buffer uploads (first frame, growth, context restore). */
  fullUploads: number
  uploadedBytes: number
}

/** Thrown by the constructor when the browser cannot run the renderer (no WebGL or no instancing). */
export class GlUnsupportedError extends Error {
  override name = 'GlUnsupportedError'
}

// After ~70 min (2^22 ms) float32 times lose sub-millisecond precision: restart the clock when idle.
const REBASE_AFTER_MS = 2 ** 22

let supportCache: boolean | undefined

export class GlRenderer {
  /** Whether this browser can run the renderer (WebGL with instancing); probes once. */
  static supported(): boolean {
    if (supportCache === undefined) {
      const context =
        typeof document === 'undefined' ? undefined : openContext(document.createElement('canvas'))
      supportCache = context !== undefined
      // Free the probe's context now: browsers cap live contexts.
      context?.gl.getExtension('WEBGL_lose_context')?.loseContext()
    }
    return supportCache
  }

  /** GPU bytes per square. */
  readonly bytesPerInstance = BYTES_PER_INSTANCE
  readonly stats: GlRendererStats = { frames: 0, rangeUploads: 0, fullUploads: 0, uploadedBytes: 0 }

  private context: GlContext
  private drawer: SquareDrawer | undefined
  private gpuBytes = 0
  private readonly store: InstanceStore
  private readonly loop: FrameLoop
  private readonly clock: () => number
  private currentView: GridView = { resolution: 80, orientation: 'left', flip: true }
  private currentViewport: Viewport
  private background: PackedRgba
  private reducedMotion = false
  private readonly disposers: Array<() => void> = []

  /**
   * Opens WebGL on `canvas`; throws GlUnsupportedError without it (GlSetupError if the shaders fail).
   * With autoResize (the default) the canvas must get its size from CSS (e.g. width/height 100%): the
   * renderer sets the backing store to that size × devicePixelRatio, which must not feed back into it.
   */
  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly options: GlRendererOptions = {},
  ) {
    const context = openContext(canvas, options.webgl1Only)
    if (!context) throw new GlUnsupportedError('WebGL with instanced drawing is not available')
    this.context = context
    this.clock = options.now ?? (() => performance.now())
    this.background = options.background ?? 0
    this.store = new InstanceStore(options.capacity ?? 1024, this.clock())
    this.loop = new FrameLoop(() => this.frame(), options.scheduler)
    this.currentViewport = {
      cssWidth: canvas.clientWidth || canvas.width,
      cssHeight: canvas.clientHeight || canvas.height,
      dpr: typeof devicePixelRatio === 'number' ? devicePixelRatio : 1,
    }
    this.buildResources()
    this.listen('webglcontextlost', (event) => this.contextLost(event))
    this.listen('webglcontextrestored', () => this.contextRestored())
    this.disposers.push(
      watchPage(
        canvas,
        {
          hidden: (on) => this.loop.pause('hidden', on),
          offscreen: (on) => this.loop.pause('offscreen', on),
          reducedMotion: (on) => (this.reducedMotion = on),
          resized: (width, height, dpr) => this.resize(width, height, dpr),
        },
        options.autoResize ?? true,
      ),
    )
    this.resize(
      this.currentViewport.cssWidth,
      this.currentViewport.cssHeight,
      this.currentViewport.dpr,
    )
  }

  /** True on WebGL2, false on the WebGL1 fallback. */
  get webgl2(): boolean {
    return this.context.gl2 !== undefined
  }

  /** How squares are drawn: 'pulled' (WebGL2, records in a texture) or 'instanced'; undefined while lost. */
  get method(): SquareDrawer['method'] | undefined {
    return this.drawer?.method
  }

  /** True between a context loss and its restore. */
  get lost(): boolean {
    return this.drawer === undefined
  }

  /** Slots drawn (one past the highest slot written since the last clear). */
  get count(): number {
    return this.store.count
  }

  get capacity(): number {
    return this.store.capacity
  }

  get view(): Readonly<GridView> {
    return this.currentView
  }

  get viewport(): Readonly<Viewport> {
    return this.currentViewport
  }

  /** True while a frame is scheduled (something moves or a change waits to be drawn). */
  get animating(): boolean {
    return this.loop.running
  }

  /** Sets the canvas's CSS size and pixel ratio: backing store = CSS × dpr. Redraws at once. */
  resize(cssWidth: number, cssHeight: number, dpr: number): void {
    this.currentViewport = { cssWidth, cssHeight, dpr: dpr > 0 ? dpr : 1 }
    const { width, height } = deviceSize(this.currentViewport)
    if (this.canvas.width !== width) this.canvas.width = width
    if (this.canvas.height !== height) this.canvas.height = height
    this.options.onResize?.(this.currentViewport)
    // A resized canvas is blank: draw now rather than show an empty frame.
    if (this.loop.isPaused()) this.loop.request()
    else this.frame()
  }

  /** Grid resolution, orientation and flip (no animation; redraws). */
  setView(view: GridView): void {
    this.currentView = { ...view }
    this.loop.request()
  }

  setBackground(colour: PackedRgba): void {
    this.background = colour
    this.loop.request()
  }

  /** Makes room for `slots` squares ahead of writing them (one reallocation instead of several). */
  ensureCapacity(slots: number): void {
    this.store.ensureCapacity(slots)
  }

  /** Writes a square's whole transition (a cut when duration is 0 or the user prefers reduced motion). */
  setSquare(slot: number, square: SquareTransition): void {
    const durationMs = this.reducedMotion ? 0 : square.durationMs
    this.store.write(slot, durationMs === square.durationMs ? square : { ...square, durationMs })
    this.loop.request()
  }

  /** A new scene's squares at once (see InstanceStore.writeArrivals). */
  writeArrivals(first: number, count: number, squares: ArrivingSquares): void {
    const durationMs = this.motion(squares.durationMs)
    this.store.writeArrivals(
      first,
      count,
      durationMs === squares.durationMs ? squares : { ...squares, durationMs },
    )
    this.loop.request()
  }

  /** Moves a square from wherever it is at `t0` to `to` (keeps its colour fade). */
  moveSquare(slot: number, to: GridSquare, durationMs: number, t0 = this.clock()): void {
    const from = slot < this.store.count ? this.store.stateAt(slot, t0) : to
    this.store.writeMove(
      slot,
      { x0: from.x, y0: from.y, s0: from.s },
      { x1: to.x, y1: to.y, s1: to.s },
      t0,
      this.motion(durationMs),
    )
    this.loop.request()
  }

  /** Fades a square from its colour at `t0` to `colour` (hover, highlight, goggles); keeps its move. */
  setColour(slot: number, colour: PackedRgba, durationMs = 0, t0 = this.clock()): void {
    const from = slot < this.store.count ? this.store.stateAt(slot, t0).colour : colour
    this.store.writeFade(slot, from, colour, t0, this.motion(durationMs))
    this.loop.request()
  }

  /** Puts a square at `square` in `colour` at once. */
  place(slot: number, square: GridSquare, colour: PackedRgba): void {
    const { x, y, s } = square
    this.setSquare(slot, {
      x0: x,
      y0: y,
      s0: s,
      c0: colour,
      x1: x,
      y1: y,
      s1: s,
      c1: colour,
      t0: 0,
      durationMs: 0,
    })
  }

  /** Stops drawing a slot (side 0) at once. */
  hide(slot: number): void {
    this.store.writeMove(slot, { x0: 0, y0: 0, s0: 0 }, { x1: 0, y1: 0, s1: 0 }, 0, 0)
    this.loop.request()
  }

  /** Removes every square. */
  clear(): void {
    this.store.clear()
    this.loop.request()
  }

  /** A slot's position, side and colour at `now` (as drawn); undefined beyond the written slots. */
  squareAt(slot: number, now = this.clock()): SquareState | undefined {
    return slot < this.store.count ? this.store.stateAt(slot, now) : undefined
  }

  /** The drawn rectangle (CSS px) of a grid square under the current view and size. */
  rectOf(square: GridSquare): GraphRect {
    return gridRectToCss(this.currentView, this.currentViewport, square.x, square.y, square.s)
  }

  /** The grid cell under a CSS point, or undefined outside the grid. */
  cellAt(cssX: number, cssY: number): { x: number; y: number } | undefined {
    return cssToGridCell(this.currentView, this.currentViewport, cssX, cssY)
  }

  /** Asks for a frame (e.g. after the host changed something the renderer cannot see). */
  redraw(): void {
    this.loop.request()
  }

  /** Uploads and draws synchronously (tests read pixels right after). False when the context is lost. */
  drawNow(): boolean {
    if (!this.drawer) return false
    this.frame()
    return true
  }

  /** Stops the loop, removes listeners and frees GPU objects. The canvas stays. */
  destroy(): void {
    this.loop.stop()
    this.disposers.splice(0).forEach((dispose) => dispose())
    this.drawer?.release()
    this.drawer = undefined
  }

  private motion(durationMs: number): number {
    return this.reducedMotion ? 0 : durationMs
  }

  /** One frame: upload what changed, draw, and say whether something still moves. */
  private frame(): boolean {
    if (!this.drawer) return false
    const now = this.clock()
    if (now - this.store.epoch > REBASE_AFTER_MS && now >= this.store.busyUntil)
      this.store.rebase(now)
    this.upload(this.drawer)
    this.draw(this.drawer, now)
    this.stats.frames++
    return now < this.store.busyUntil
  }

  private upload(drawer: SquareDrawer): void {
    const data = this.store.data
    if (this.store.grown || data.byteLength !== this.gpuBytes) {
      drawer.uploadAll(data)
      this.gpuBytes = data.byteLength
      this.store.grown = false
      this.store.dirty.clear()
      this.stats.fullUploads++
      this.stats.uploadedBytes += data.byteLength
      return
    }
    for (const [from, to] of this.store.dirty.take()) {
      drawer.uploadRange(data, from, to)
      this.stats.rangeUploads++
      this.stats.uploadedBytes += (to - from) * BYTES_PER_INSTANCE
    }
  }

  private draw(drawer: SquareDrawer, now: number): void {
    const { gl } = this.context
    const { width, height } = this.canvas
    const [r, g, b, a] = unpackRgba(this.background).map((byte) => byte / 255) as [
      number,
      number,
      number,
      number,
    ]
    gl.viewport(0, 0, width, height)
    gl.clearColor(r * a, g * a, b * a, a)
    gl.clear(gl.COLOR_BUFFER_BIT)
    if (this.store.count === 0) return
    const axes = gridAxes(this.currentView, width, height)
    const u = drawer.use()
    gl.uniform1f(u.now, now - this.store.epoch)
    gl.uniform2f(u.viewport, width, height)
    gl.uniform2f(u.origin, axes.originX, axes.originY)
    gl.uniform2f(u.axisU, axes.uX, axes.uY)
    gl.uniform2f(u.axisV, axes.vX, axes.vY)
    gl.uniform1f(u.cell, axes.cell)
    gl.uniform1f(u.padding, axes.padding)
    drawer.draw(this.store.count)
  }

  /** Makes the drawing path's GPU objects and uploads the whole CPU copy. */
  private buildResources(): void {
    const { gl, gl2 } = this.context
    const drawer =
      gl2 && !this.options.instanced ? createPulledDrawer(gl2) : createInstancedDrawer(this.context)
    drawer.uploadAll(this.store.data)
    gl.enable(gl.BLEND)
    gl.blendFunc(gl.ONE, gl.ONE_MINUS_SRC_ALPHA)
    this.drawer = drawer
    this.gpuBytes = this.store.data.byteLength
    this.store.grown = false
    this.store.dirty.clear()
    this.stats.fullUploads++
    this.stats.uploadedBytes += this.gpuBytes
  }

  private contextLost(event: Event): void {
    event.preventDefault() // without this the browser never restores the context
    this.drawer = undefined
    this.loop.pause('lost', true)
    this.options.onContextLost?.()
  }

  private contextRestored(): void {
    // A WebGL1 context needs its instancing extension fetched again; the context object itself is the same.
    this.context = openContext(this.canvas, this.options.webgl1Only) ?? this.context
    try {
      this.buildResources()
    } catch {
      return // still unusable: stay "lost" (the host keeps showing its lost state)
    }
    this.loop.pause('lost', false)
    this.frame()
    this.options.onContextRestored?.()
  }

  private listen(
    type: 'webglcontextlost' | 'webglcontextrestored',
    handler: (event: Event) => void,
  ): void {
    this.canvas.addEventListener(type, handler)
    this.disposers.push(() => this.canvas.removeEventListener(type, handler))
  }
}
