import { describe, expect, it } from 'vitest'
import { defaultLogoSvg, escapeXml, initialsOf, poolLogoSvg, slugHue } from './pool-logo'

describe('pool badge parts', () => {
  it('takes initials from the first two words, camelCase words, or a one-word prefix', () => {
    expect(initialsOf('Foundry USA')).toBe('FU')
    expect(initialsOf('AntPool')).toBe('AP')
    expect(initialsOf('ViaBTC')).toBe('VB')
    expect(initialsOf('F2Pool')).toBe('F2')
    expect(initialsOf('OCEAN')).toBe('OC')
    expect(initialsOf('  ')).toBe('?')
  })

  it('derives a stable hue in [0, 360) from the slug', () => {
    expect(slugHue('antpool')).toBe(slugHue('antpool'))
    expect(slugHue('antpool')).not.toBe(slugHue('viabtc'))
    for (const slug of ['a', 'foundryusa', 'unknown', 'x-1']) {
      expect(Number.isInteger(slugHue(slug))).toBe(true)
      expect(slugHue(slug)).toBeGreaterThanOrEqual(0)
      expect(slugHue(slug)).toBeLessThan(360)
    }
  })

  it('escapes every XML metacharacter', () => {
    expect(escapeXml(`<a href="x" b='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; b=&apos;y&apos;&gt;&amp;&lt;/a&gt;',
    )
  })
})

describe('poolLogoSvg', () => {
  it('draws a rounded badge with the initials and the escaped name as title', () => {
    const svg = poolLogoSvg({ name: 'Evil <script> & "Co"', slug: 'evil' }, 'dark')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('rx="14"')
    expect(svg).toContain('<title>Evil &lt;script&gt; &amp; &quot;Co&quot;</title>')
    expect(svg).toContain('>ES</text>')
    expect(svg).not.toContain('<script')
    expect(svg).toContain(`fill="hsl(${slugHue('evil')} 55% 32%)"`)
  })

  it('uses a pale badge with dark text for the light theme', () => {
    const svg = poolLogoSvg({ name: 'Foundry USA', slug: 'foundryusa' }, 'light')
    const hue = slugHue('foundryusa')
    expect(svg).toContain(`fill="hsl(${hue} 70% 88%)"`)
    expect(svg).toContain(`fill="hsl(${hue} 60% 20%)"`)
  })

  it('refuses a slug outside [a-z0-9-]', () => {
    expect(() => poolLogoSvg({ name: 'x', slug: 'Bad"slug' }, 'dark')).toThrow()
  })

  it('has a neutral default badge per theme', () => {
    expect(defaultLogoSvg('dark')).toContain('>?</text>')
    expect(defaultLogoSvg('light')).not.toBe(defaultLogoSvg('dark'))
  })
})
