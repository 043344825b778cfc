// The cube's motion rules live in CSS: the parts a kiosk relies on must stay in the shipped sheet.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Read from the file: vitest hands `?inline` CSS imports over empty.
const compact = readFileSync(new URL('./centre.css', import.meta.url), 'utf8').replace(/\s+/g, ' ')

describe('centre.css', () => {
  it('pauses the turning cube while the clock is inactive', () => {
    expect(compact).toMatch(/\.cube\[data-paused='true'\] \{ animation-play-state: paused; \}/)
  })

  it('turns the cube only when asked, and never under prefers-reduced-motion', () => {
    expect(compact).toMatch(/\.cube\[data-turning='true'\] \{ animation: mp-clock-cube-turn/)
    expect(compact).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{ \.cube\[data-turning='true'\] \{ animation: none; \} \}/,
    )
  })

  it('fills the cube with the clock network gradient, which a host may override', () => {
    expect(compact).toMatch(
      /--_from: var\(--_clock-from, var\(--mp-clock-gradient-start, #9339f4\)\)/,
    )
    expect(compact).toMatch(/--_to: var\(--_clock-to, var\(--mp-clock-gradient-end, #105fb0\)\)/)
    expect(compact).toMatch(
      /\.cube-side::before \{[^}]*block-size: calc\(var\(--_mp-cube-fill\) \* 100%\);[^}]*linear-gradient\(to top, var\(--_from\), var\(--_to\)\)/,
    )
  })

  it('lays the content out at the sizer and scales it to the centre', () => {
    expect(compact).toMatch(/transform: scale\(var\(--_mp-centre-scale\)\)/)
    expect(compact).toMatch(/inline-size: var\(--_mp-centre-sizer\)/)
  })
})
