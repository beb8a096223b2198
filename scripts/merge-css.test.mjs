// @vitest-environment node

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blocksWithSources, sourceColumns, topLevelBlocks } from './merge-css.mjs'

describe('topLevelBlocks', () => {
  it('splits a minified stylesheet into whole rules, keeping at-rules with their nested rules', () => {
    const css = ':root{--a:1}.b{color:red}@media (min-width:1px){.c{top:0}.d{left:0}}@layer{.e{x:1}}'
    expect(topLevelBlocks(css)).toEqual([
      ':root{--a:1}',
      '.b{color:red}',
      '@media (min-width:1px){.c{top:0}.d{left:0}}',
      '@layer{.e{x:1}}',
    ])
  })

  it('is not fooled by braces inside strings', () => {
    expect(topLevelBlocks('.a:after{content:"}{"}.b{x:1}')).toEqual(['.a:after{content:"}{"}', '.b{x:1}'])
  })
})

describe('sourceColumns', () => {
  it('decodes where each mapped piece starts and which source it is from, line by line', () => {
    // columns restart on each line; the source index carries over; a one-field segment names no source
    expect(sourceColumns('AAAA,EAAE,C;ACAA,gBCAA')).toEqual([
      [
        [0, 0],
        [2, 0],
      ],
      [
        [0, 1],
        [16, 2],
      ],
    ])
  })
})

describe('blocksWithSources', () => {
  it('names the file of each rule, past a comment that maps to nothing (as a development build writes)', () => {
    const root = mkdtempSync(join(tmpdir(), 'console-css-'))
    try {
      mkdirSync(join(root, 'out'))
      const css = join(root, 'out', 'main.css')
      writeFileSync(css, '/* a.css */\n.a{x:1}\n/* b.css */\n.b{y:2}\n')
      writeFileSync(
        `${css}.map`,
        JSON.stringify({ sources: ['../a.css', '../b.css'], mappings: ';AAAA;;ACAA' }),
      )
      expect(blocksWithSources(css, root)).toEqual([
        { block: '/* a.css */\n.a{x:1}', source: 'a.css' },
        { block: '/* b.css */\n.b{y:2}', source: 'b.css' },
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
