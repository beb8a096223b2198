import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fixtureFile } from '~/testing/fixture-files'
import { must } from '~/testing/must'
import { renderSystem } from '~/testing/render-system'
import { db } from '~mock/db'
import { researchSilo } from '~mock/fixtures/silos'
import { grace } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

async function enter(user: User, name: string, text: string) {
  await user.click(field(name))
  await user.paste(text)
}

async function fillProvider(user: User) {
  await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'entra')
  await enter(user, 'Technical contact email', 'it-ops@research.example.com')
  await enter(user, 'SP client ID', 'oxide-research')
  await enter(user, 'SLO URL', 'https://research.example.com/logout')
}

describe('the create identity provider form', { timeout: 90_000 }, () => {
  it('creates a provider from an uploaded metadata file, keeping the URL typed meanwhile', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/silos/research/idps-new')
    await fillProvider(user)
    // the ACS URL follows the provider's name
    expect(field('ACS URL').value).toMatch(/\/login\/research\/saml\/entra$/)
    await enter(user, 'Metadata URL', 'https://idp.example.com/metadata')

    await user.click(screen.getByRole('radio', { name: 'XML file' }))
    await user.upload(screen.getByLabelText('Metadata file'), fixtureFile('idp-metadata.xml', 'text/xml'))
    // the entity ID comes from the metadata
    await waitFor(() =>
      expect(field('Entity ID').value).toBe('https://idp.partners.example.com/saml/metadata'),
    )
    await user.click(screen.getByRole('radio', { name: 'URL' }))
    expect(field('Metadata URL').value).toBe('https://idp.example.com/metadata')
    await user.click(screen.getByRole('radio', { name: 'XML file' }))
    expect(screen.getByText('idp-metadata.xml')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Create provider' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/silos/research/idps'))
    expect(await screen.findByText('Identity provider entra created')).toBeTruthy()
    const idp = must(db.samlIdentityProviders.find((p) => p.name === 'entra'))
    expect(idp).toMatchObject({
      silo_id: researchSilo.id,
      idp_entity_id: 'https://idp.partners.example.com/saml/metadata',
      sp_client_id: 'oxide-research',
      technical_contact_email: 'it-ops@research.example.com',
    })
    expect(idp.acs_url).toMatch(/\/login\/research\/saml\/entra$/)
  })

  it('refuses a metadata file that is not SAML metadata and a signing key that is not RSA', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/research/idps-new')
    await fillProvider(user)
    await user.click(screen.getByRole('radio', { name: 'XML file' }))
    await user.upload(
      screen.getByLabelText('Metadata file'),
      new File(['<html/>'], 'page.xml', { type: 'text/xml' }),
    )
    await user.upload(screen.getByLabelText('Signing certificate'), fixtureFile('silo.crt.pem'))
    await user.upload(screen.getByLabelText('Signing key'), fixtureFile('silo.key.pem'))
    await user.click(screen.getByRole('button', { name: 'Create provider' }))
    expect(
      await screen.findByText(
        'The file is not SAML metadata: its root element is html, not EntityDescriptor',
      ),
    ).toBeTruthy()
    expect(screen.getByText('The signing key must be an RSA key')).toBeTruthy()
    expect(db.samlIdentityProviders.some((p) => p.name === 'entra')).toBe(false)
  })

  it('shows the refusal of a fleet viewer who is not a fleet admin', async () => {
    signIn(grace)
    const user = userEvent.setup()
    renderSystem('/system/silos/research/idps-new')
    await fillProvider(user)
    await enter(user, 'Entity ID', 'https://idp.example.com')
    await enter(user, 'Metadata URL', 'https://idp.example.com/metadata')
    await user.click(screen.getByRole('button', { name: 'Create provider' }))
    expect(await screen.findByText('Action not authorized')).toBeTruthy()
    expect(field('SP client ID').value).toBe('oxide-research')
  })
})
