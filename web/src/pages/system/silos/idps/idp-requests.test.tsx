import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CONCEALED } from '~/components/show-request/request-text'
import { fixtureFile, fixtureText } from '~/testing/fixture-files'
import { must } from '~/testing/must'
import { renderSystem } from '~/testing/render-system'
import { expectShownRequestsSent, menuActionSendsShown, pressSendsShown } from '~/testing/show-request'
import { pemBlocks } from '~/util/pem'
import { scimTokens } from '~mock/fixtures/platform/silo-settings'
import { setupMockServer } from '~mock/node'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

async function enter(user: User, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }))
  await user.paste(text)
}

describe('the requests behind identity providers and SCIM tokens', { timeout: 90_000 }, () => {
  it('creates a provider as the request showed, built from its files, the signing key hidden', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/idps-new')
    const form = await screen.findByRole('dialog', { name: 'Create identity provider' })
    await enter(user, 'Name', 'entra')
    await enter(user, 'Technical contact email', 'it-ops@research.example.com')
    await enter(user, 'SP client ID', 'oxide-research')
    await enter(user, 'SLO URL', 'https://research.example.com/logout')
    await enter(user, 'Entity ID', 'https://idp.example.com/saml')
    await enter(user, 'Metadata URL', 'https://idp.example.com/metadata')
    await user.upload(screen.getByLabelText('Signing certificate'), fixtureFile('saml-signing.crt.pem'))
    await user.upload(screen.getByLabelText('Signing key'), fixtureFile('saml-signing.key.pem'))
    const [shown] = await pressSendsShown(user, form, 'Create provider')
    expect(shown.method).toBe('POST')
    expect(shown.url).toBe('/v1/system/identity-providers/saml?silo=research')
    expect(shown.body).toMatchObject({
      name: 'entra',
      idp_entity_id: 'https://idp.example.com/saml',
      idp_metadata_source: { type: 'url', url: 'https://idp.example.com/metadata' },
      signing_keypair: {
        public_cert: must(pemBlocks(fixtureText('saml-signing.crt.pem'))[0]).base64,
        private_key: CONCEALED,
      },
    })
    expect(await screen.findByText('Identity provider entra created')).toBeTruthy()
  })

  it('shows the create token request in its confirmation and sends what it showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/idps')
    await screen.findByRole('table', { name: 'SCIM tokens' })
    await user.click(screen.getByRole('button', { name: 'Create token' }))
    const confirm = () => screen.getByRole('dialog', { name: 'Create SCIM token' })
    await screen.findByRole('dialog', { name: 'Create SCIM token' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(confirm()).getByRole('button', { name: 'Create token' })),
      confirm,
    )
    expect(shown).toEqual({ method: 'POST', url: '/v1/system/scim/tokens?silo=research', body: undefined })
    expect(await screen.findByRole('dialog', { name: 'SCIM token created' })).toBeTruthy()
  })

  it("lists a token's delete request in its menu's Show requests, and sends it as shown", async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/idps')
    await screen.findByRole('table', { name: 'SCIM tokens' })
    const [first] = scimTokens
    const row = `SCIM token ${first.id}`
    await user.click(screen.getByRole('button', { name: `Actions for ${row}` }))
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: `Requests for SCIM token ${first.id}` })
    const line = `DELETE /v1/system/scim/tokens/${first.id}?silo=research`
    expect((await within(requests).findByTestId('request-line')).textContent).toBe(line)
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const [shown] = await menuActionSendsShown(user, { row, dialog: 'Delete SCIM token' })
    expect(`${shown.method} ${shown.url}`).toBe(line)
  })
})
