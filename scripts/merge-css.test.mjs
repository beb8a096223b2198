// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { sourceColumns, topLevelBlocks } from './merge-css.mjs'

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
