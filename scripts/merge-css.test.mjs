// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { topLevelBlocks } from './merge-css.mjs'

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
