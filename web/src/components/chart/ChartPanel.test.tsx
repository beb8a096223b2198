import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '~/api/errors'
import { ChartPanel } from './ChartPanel'
import { countUnit } from './chart-units'

const start = Date.parse('2025-10-08T12:00:00Z')
const range = { start, end: start + 5 * 60_000 }
const series = [{ id: 'reads', label: 'Reads', points: [{ t: start + 60_000, v: 10 }] }]
const unit = countUnit('reads', { perSecond: true })

describe('a chart panel', () => {
  it('shows its title at once and the chart when both its data and its code are there', async () => {
    const { rerender } = render(
      <ChartPanel title="Reads" series={undefined} range={range} unit={unit} isLoading />,
    )
    expect(screen.getByRole('heading', { name: 'Reads (reads/s)' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Loading Reads' })).toBeTruthy()
    expect(screen.queryByRole('group')).toBeNull()

    rerender(<ChartPanel title="Reads" series={series} range={range} unit={unit} isLoading={false} />)
    expect(
      await screen.findByRole('group', { name: 'Reads chart. Use the arrow keys to read values.' }),
    ).toBeTruthy()
  })

  it('says why a chart could not load instead of drawing it', () => {
    render(
      <ChartPanel
        title="Reads"
        series={undefined}
        range={range}
        unit={unit}
        isLoading={false}
        error={new ApiError({ message: 'Something went wrong', statusCode: 500 })}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Could not load Reads: Something went wrong')
  })
})
