// The shared style sheets every widget adopts before its own: tokens (dark default, light) and base rules.
import base from '../themes/base.css?inline'
import dark from '../themes/dark.css?inline'
import light from '../themes/light.css?inline'

export const themeStyles: readonly string[] = [dark, light, base]

/** Values of the `theme` attribute: dark (default), light, or auto (follows prefers-color-scheme). */
export type ThemeName = 'dark' | 'light' | 'auto'
