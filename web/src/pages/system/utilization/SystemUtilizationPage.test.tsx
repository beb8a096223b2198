import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { callApi } from '~/api'
import { renderSystem } from '~/testing/render-system'
import { setupMockServer } from '~mock/node'

setupMockServer()

describe('the system utilization page', () => {
  it('counts the capacity of the sleds in service only, and says how it is derived', async () => {
    renderSystem('/system/utilization')
    await screen.findByRole('heading', { name: 'Fleet capacity' })
    // 12 sleds: one expunged (left out), one non-provisionable (counted); 11 of 128 threads is 1,408
    expect(
      screen.getByText(/^Capacity is 70% of what the sleds in service have: 11 of 12 sleds; 1 sled expunged/)
        .textContent,
    ).toBe(
      "Capacity is 70% of what the sleds in service have: 11 of 12 sleds; 1 sled expunged or decommissioned does not count; 1 sled not provisionable counts, as it keeps running its instances. Allocated is what the silos' quotas promise; provisioned is what they use now.",
    )
    const derivation = screen.getByRole('list', { name: 'How capacity is derived' })
    expect(
      within(derivation)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'CPU: 1,408 usable hardware threads × 0.7 = 985 vCPUs',
      'Memory: 10.87 TiB usable RAM × 0.7 = 7.61 TiB',
      'Storage: 11 sleds × 32 TiB × 0.909 × 0.7 = 223.98 TiB (32 TiB of drives per sled, of which 90.9% is usable)',
    ])
    const cpu = screen.getByRole('meter', { name: 'CPU allocated' })
    expect(cpu.getAttribute('aria-valuetext')).toMatch(/ of 985 vCPUs capacity$/)
  })

  it('opens each chart in the metrics explorer, as the OxQL query of the fleet total it draws', async () => {
    renderSystem('/system/utilization')
    const link = await screen.findByRole('link', { name: 'Open in explorer: CPU provisioned' })
    const query = new URL(link.getAttribute('href') ?? '', 'http://console').searchParams.get('query') ?? ''
    expect(query).toMatch(
      /^get collection_target:cpus_provisioned \| filter timestamp >= @.* && id == "001de000-1334-4000-8000-000000000000" \| align mean_within\(30s\)$/,
    )
    const { tables } = await callApi('systemTimeseriesQuery', { body: { query } })
    expect(tables[0].timeseries).toHaveLength(1)
  })
})
