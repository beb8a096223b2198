import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CapacityBar } from './CapacityBar'

const vcpus = (n: number) => `${n} vCPUs`

function bar(amount: number, capacity: number) {
  const { unmount } = render(
    <CapacityBar label="CPU" amount={amount} capacity={capacity} format={vcpus} of="capacity" />,
  )
  const meter = screen.getByRole('meter', { name: 'CPU' })
  const shown = { text: meter.getAttribute('aria-valuetext'), value: Number(meter.getAttribute('value')) }
  unmount()
  return shown
}

describe('a capacity bar', () => {
  it('shows the share as it is, not rounded up to a multiple of 10', () => {
    expect(bar(10.2, 100).text).toBe('10.2%: 10.2 vCPUs of 100 vCPUs capacity')
    expect(bar(30.2, 100).text).toMatch(/^30\.2%: /)
    // two different amounts never read the same
    expect(bar(11, 100).text).toMatch(/^11%: /)
    expect(bar(19, 100).text).toMatch(/^19%: /)
    expect(bar(64, 89).text).toMatch(/^71\.9%: /)
    expect(bar(64, 89).value).toBeCloseTo(71.91, 1)
  })

  it('goes past 100% for quotas that promise more than there is, and says when there is no capacity', () => {
    expect(bar(2500, 1000).text).toMatch(/^250%: /)
    expect(bar(2500, 1000).value).toBe(100)
    expect(bar(50_000, 100).text).toMatch(/^50,000%: /)
    expect(bar(5, 0).text).toBe('no capacity: 5 vCPUs of 0 vCPUs capacity')
    expect(bar(0, 100).text).toMatch(/^0%: /)
  })
})
