// @vitest-environment node
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Reads the color tokens straight from tokens.css (light-dark(light, dark) pairs) and checks the WCAG 2
// contrast ratio of every text/background pairing the UI actually uses, in both themes.

type Theme = 'light' | 'dark'

const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8')

function tokens(): Map<string, string> {
  const map = new Map<string, string>()
  for (const m of css.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) map.set(m[1], m[2].trim())
  return map
}

const all = tokens()

function resolve(name: string, theme: Theme, depth = 0): string {
  const raw = all.get(name)
  if (!raw) throw new Error(`Unknown token ${name}`)
  if (depth > 5) throw new Error(`Token cycle at ${name}`)
  const ref = raw.match(/^var\((--[\w-]+)\)$/)
  if (ref) return resolve(ref[1], theme, depth + 1)
  const pair = raw.match(/^light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)$/i)
  if (!pair) throw new Error(`${name} is not a light-dark() pair of hex colors: ${raw}`)
  return theme === 'light' ? pair[1] : pair[2]
}

function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

const surfaces = ['--color-bg', '--color-surface', '--color-surface-raised']

// [text token, background token]
const pairs: Array<[string, string]> = [
  ...surfaces.flatMap((bg) => [
    ['--color-text', bg] as [string, string],
    ['--color-text-secondary', bg] as [string, string],
    ['--color-text-tertiary', bg] as [string, string],
    ['--color-text-link', bg] as [string, string],
    ['--color-text-error', bg] as [string, string],
    ['--color-text-success', bg] as [string, string],
    ['--color-text-warning', bg] as [string, string],
  ]),
  // Hovered rows and menu items, selected options
  ['--color-text', '--color-surface-hover'],
  ['--color-text-secondary', '--color-surface-hover'],
  ['--color-text-error', '--color-surface-hover'],
  ['--color-text', '--color-surface-selected'],
  ['--color-text-secondary', '--color-surface-selected'],
  // Buttons, at rest and hovered
  ['--color-accent-text', '--color-accent'],
  ['--color-accent-text', '--color-accent-hover'],
  ['--color-button-secondary-text', '--color-button-secondary-bg'],
  ['--color-button-secondary-text', '--color-button-secondary-hover'],
  ['--color-button-danger-text', '--color-button-danger-bg'],
  ['--color-button-danger-text', '--color-button-danger-hover'],
  ['--color-text', '--color-surface-hover'],
  // Badges
  ...['neutral', 'success', 'warning', 'danger', 'info', 'purple'].map(
    (c) => [`--color-badge-${c}-text`, `--color-badge-${c}-bg`] as [string, string],
  ),
  // Banners
  ['--color-banner-info-text', '--color-banner-info-bg'],
  ['--color-banner-warning-text', '--color-banner-warning-bg'],
]

describe.each(['dark', 'light'] as const)('%s theme contrast', (theme) => {
  it.each(pairs)('%s on %s is at least 4.5:1', (fg, bg) => {
    const ratio = contrast(resolve(fg, theme), resolve(bg, theme))
    expect(ratio, `${fg} on ${bg} = ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(4.5)
  })

  it('the focus ring stands out from the page (3:1, non-text)', () => {
    for (const bg of surfaces) {
      expect(contrast(resolve('--color-focus-ring', theme), resolve(bg, theme))).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('contrast()', () => {
  it('matches the WCAG extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#777777', '#777777')).toBe(1)
  })
})
