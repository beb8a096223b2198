// @vitest-environment node

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { blocksWithSources, sourceColumns, splitPublic, topLevelBlocks } from './merge-css.mjs'

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

describe('splitPublic', () => {
  const block = (text, source) => ({ block: text, source })
  const publicCss = new Set(['web/src/ui/Field.module.css', 'web/src/ui/Button.module.css'])

  it("keeps the public pages' rules in the public sheet in their order, wherever signed-in rules came between", () => {
    const blocks = [
      block('.button{}', 'web/src/ui/Button.module.css'),
      block('.crumbs{}', 'web/src/components/Breadcrumbs.module.css'),
      block('/* fields */'),
      block('.field{}', 'web/src/ui/Field.module.css'),
      block('.select{}', 'web/src/ui/Select.module.css'),
      block('/*! Bundled license information:\n\n@xterm/xterm/css/xterm.css:\n  (** MIT *)\n*/'),
    ]
    const { publicBlocks, signedInBlocks } = splitPublic(blocks, publicCss)
    // a comment goes with the rule after it; gathered licenses go with the files they name
    expect(publicBlocks.map((b) => b.block)).toEqual(['.button{}', '/* fields */', '.field{}'])
    expect(signedInBlocks.map((b) => b.block)).toEqual([
      '.crumbs{}',
      '.select{}',
      expect.stringContaining('@xterm/xterm/css/xterm.css'),
    ])
  })
})
