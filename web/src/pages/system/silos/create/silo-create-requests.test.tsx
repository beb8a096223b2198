import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CONCEALED } from '~/components/show-request/request-text'
import { fixtureFile, fixtureText } from '~/testing/fixture-files'
import { renderSystem } from '~/testing/render-system'
import { expectShownRequestsSent } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

async function enter(user: User, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }))
  await user.paste(text)
}

// a long form, slow to render in happy-dom on a loaded machine: the deadline is for a hang, not a speed check
describe('the requests behind the create silo form', { timeout: 90_000 }, () => {
  it('creates the silo, then links its pools, as the requests showed, the private key hidden', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/silos-new')
    await screen.findByRole('textbox', { name: 'Name' })
    await enter(user, 'Name', 'partners')
    await enter(user, 'CPU quota', '64')
    await enter(user, 'Memory quota', '256')
    await enter(user, 'Storage quota', '2')
    await enter(user, 'Certificate name', 'partners-tls')
    await user.upload(screen.getByLabelText('Certificate'), fixtureFile('silo.crt.pem'))
    await user.upload(screen.getByLabelText('Private key'), fixtureFile('silo.key.pem'))
    await user.click(screen.getByRole('checkbox', { name: /lab-pool/ }))
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Default pool' })).getByRole('radio', {
        name: 'lab-pool',
      }),
    )
    const [create, link] = await expectShownRequestsSent(user, () =>
      user.click(screen.getByRole('button', { name: 'Create silo' })),
    )
    expect(create.method).toBe('POST')
    expect(create.url).toBe('/v1/system/silos')
    expect(create.body).toMatchObject({
      name: 'partners',
      quotas: { cpus: 64, memory: 256 * 1024 ** 3, storage: 2 * 1024 ** 4 },
      tls_certificates: [
        {
          name: 'partners-tls',
          service: 'external_api',
          cert: fixtureText('silo.crt.pem'),
          key: CONCEALED,
        },
      ],
    })
    expect(link).toEqual({
      method: 'POST',
      url: '/v1/system/ip-pools/lab-pool/silos',
      body: { silo: 'partners', is_default: true },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/silos/partners/idps'), {
      timeout: 15_000,
    })
  })
})
