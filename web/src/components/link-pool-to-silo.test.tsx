import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ShowRequest } from '~/components/show-request/ShowRequest'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, recordWrites } from '~/testing/show-request'
import { db } from '~mock/db'
import { setMockFaults } from '~mock/faults'
import { labPool } from '~mock/fixtures/hardware/ip-pools'
import { engineeringSilo } from '~mock/fixtures/silos'
import { setupMockServer } from '~mock/node'
import { type PoolSiloLink, useLinkPoolToSilo } from './link-pool-to-silo'

setupMockServer()

/** What a link form does with the hook: shows `request(link)` and sends with `send(link)`. */
function LinkLab({ link }: { link: PoolSiloLink }) {
  const linking = useLinkPoolToSilo()
  return (
    <>
      <ShowRequest build={() => linking.request(link)} />
      <button type="button" onClick={() => linking.send(link)}>
        Link
      </button>
    </>
  )
}

const render = (makeDefault: boolean) => {
  renderRoutes(
    [{ path: '/', element: <LinkLab link={{ pool: 'lab-pool', silo: 'engineering', makeDefault }} /> }],
    '/',
  )
  return userEvent.setup()
}

const labLink = () =>
  db.ipPoolSilos.find((l) => l.ip_pool_id === labPool.id && l.silo_id === engineeringSilo.id)

describe('linking a pool to a silo', () => {
  it('shows the link and then the default as two requests, and sends exactly those', async () => {
    const user = render(true)
    const shown = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Link' })),
    )
    expect(shown).toEqual([
      {
        method: 'POST',
        url: '/v1/system/ip-pools/lab-pool/silos',
        body: { silo: 'engineering', is_default: false },
      },
      { method: 'PUT', url: '/v1/system/ip-pools/lab-pool/silos/engineering', body: { is_default: true } },
    ])
    expect(await screen.findByText('Pool lab-pool linked to silo engineering as its default')).toBeTruthy()
    expect(labLink()?.is_default).toBe(true)
  })

  it('shows one request when the pool is not to be the default', async () => {
    const user = render(false)
    const shown = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Link' })),
    )
    expect(shown.map((r) => r.method)).toEqual(['POST'])
    expect(await screen.findByText('Pool lab-pool linked to silo engineering')).toBeTruthy()
  })

  it('keeps the link and says so when the default could not be set', async () => {
    setMockFaults('ipPoolSiloUpdate=500')
    const user = render(true)
    const sent = recordWrites()
    await user.click(await screen.findByRole('button', { name: 'Link' }))
    expect(
      await screen.findByText('Pool lab-pool linked to silo engineering, but not made its default'),
    ).toBeTruthy()
    expect(sent.map((r) => r.method)).toEqual(['POST', 'PUT'])
    expect(labLink()?.is_default).toBe(false)
  })
})
