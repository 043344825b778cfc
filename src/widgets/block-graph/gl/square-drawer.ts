// What the renderer needs from a drawing path: GPU storage for the squares' 48-byte records (whole or by
// range) and a draw call. Two paths implement it: pulled-drawer.ts (WebGL2) and instanced-drawer.ts.
import type { SquareUniforms } from './gl-setup'

export interface SquareDrawer {
  /** 'pulled': one drawArrays, records read from a texture; 'instanced': one instance per square. */
  readonly method: 'pulled' | 'instanced'
  /** Reallocates GPU storage to the CPU copy's size and uploads all of it. */
  uploadAll(data: Uint8Array): void
  /** Uploads the records of squares [from, to). */
  uploadRange(data: Uint8Array, from: number, to: number): void
  /** Makes the program current (and binds its storage); the caller then sets the uniforms. */
  use(): SquareUniforms
  /** Draws squares [0, count). */
  draw(count: number): void
  /** Frees the GPU objects. */
  release(): void
}
