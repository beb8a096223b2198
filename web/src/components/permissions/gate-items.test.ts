// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { gateItems } from './gate-items'

const items = [
  {
    key: 'stop',
    label: 'Stop',
    onAction: () => {},
    disabledReason: 'Only a running instance can be stopped',
  },
  { key: 'delete', label: 'Delete', onAction: () => {} },
  { key: 'serial-console', label: 'Serial console', onAction: () => {} },
  { key: 'copy-id', label: 'Copy ID', onAction: () => {} },
]

describe('menu items under a role', () => {
  it('stay as they are when the role allows them', () => {
    expect(gateItems(items, undefined)).toBe(items)
  })

  it("say the role's reason first, except those that only look or copy", () => {
    const gated = gateItems(
      items,
      'Needs the limited collaborator role on this project',
      (i) => i.key === 'serial-console',
    )
    expect(gated.map((i) => i.disabledReason)).toEqual([
      'Needs the limited collaborator role on this project',
      'Needs the limited collaborator role on this project',
      undefined,
      undefined,
    ])
  })
})
