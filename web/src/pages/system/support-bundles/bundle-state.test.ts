// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { SupportBundleState } from '~/api/__generated__/Api'
import { POLL_MS } from '~/util/constants'
import {
  BUNDLE_STATE_COLORS,
  commentLockedReason,
  deleteLockedReason,
  filesUnavailableReason,
  isSettling,
  pollWhileSettling,
  shortId,
} from './bundle-state'

const STATES: SupportBundleState[] = ['collecting', 'active', 'destroying', 'failed']
const rows = (...states: SupportBundleState[]) => states.map((state) => ({ state }))

describe('support bundle states', () => {
  it('gives every state of the API a color, the word itself being the badge text', () => {
    expect(Object.keys(BUNDLE_STATE_COLORS).sort()).toEqual([...STATES].sort())
    expect(BUNDLE_STATE_COLORS.failed).toBe('danger')
    expect(BUNDLE_STATE_COLORS.active).toBe('success')
  })

  it('counts collecting and destroying as on their way to another state', () => {
    expect(STATES.filter(isSettling)).toEqual(['collecting', 'destroying'])
  })

  it('polls while a bundle is collecting (or being destroyed), and not once every bundle has settled', () => {
    expect(pollWhileSettling(rows('active', 'collecting', 'failed'))).toBe(POLL_MS)
    expect(pollWhileSettling(rows('destroying'))).toBe(POLL_MS)
    expect(pollWhileSettling(rows('active', 'failed', 'active'))).toBe(0)
    expect(pollWhileSettling([])).toBe(0)
  })

  it('offers the files of an active bundle only, saying why otherwise', () => {
    expect(filesUnavailableReason('active')).toBeUndefined()
    expect(filesUnavailableReason('collecting')).toMatch(/^The bundle is still being collected\./)
    expect(filesUnavailableReason('failed')).toMatch(/no files to download/)
    expect(filesUnavailableReason('destroying')).toMatch(/being destroyed/)
  })

  it('refuses a change or a second delete while the bundle is being destroyed', () => {
    for (const state of ['collecting', 'active', 'failed'] as const) {
      expect(commentLockedReason(state)).toBeUndefined()
      expect(deleteLockedReason(state)).toBeUndefined()
    }
    expect(commentLockedReason('destroying')).toBeTruthy()
    expect(deleteLockedReason('destroying')).toBeTruthy()
  })

  it('names a bundle by the first block of its id', () => {
    expect(shortId('2e4a6c8e-0b2d-4f6a-9c1e-3a5c7e9b1d3f')).toBe('2e4a6c8e')
  })
})
