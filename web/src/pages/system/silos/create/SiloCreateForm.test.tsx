import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fixtureFile } from '~/testing/fixture-files'
import { must } from '~/testing/must'
import { renderSystem } from '~/testing/render-system'
import { GiB, TiB } from '~/util/format'
import { db } from '~mock/db'
import { grace } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'

setupMockServer()

type User = ReturnType<typeof userEvent.setup>

/** Puts text in a field as a paste: one change for the long form to validate, not one per key. */
async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function fillRequired(user: User) {
  await enter(user, await screen.findByRole('textbox', { name: 'Name' }), 'partners')
  for (const [label, value] of [
    ['CPU quota', '64'],
    ['Memory quota', '256'],
    ['Storage quota', '2.5'],
    ['Certificate name', 'partners-tls'],
  ]) {
    await enter(user, screen.getByRole('textbox', { name: label }), value)
  }
}

async function upload(user: User, label: string, file: string) {
  await user.upload(screen.getByLabelText(label), fixtureFile(file))
}

// a long form, slow to render in happy-dom on a loaded machine: the deadline is for a hang, not a speed check
describe('the create silo form', { timeout: 90_000 }, () => {
  it('creates a silo with its quotas, fleet roles, certificate and default pool', async () => {
    const user = userEvent.setup()
    const { router } = renderSystem('/system/silos-new')
    await fillRequired(user)
    // the fleet's capacity stands beside each quota, written as every size is
    expect(screen.getByText(/Fleet capacity: 985 vCPUs/)).toBeTruthy()
    expect(screen.getByText(/Fleet capacity: 7\.61 TiB/)).toBeTruthy()
    expect(screen.getByText(/Fleet capacity: 223\.98 TiB/)).toBeTruthy()
    await enter(user, screen.getByRole('textbox', { name: 'Admin group name' }), 'partner-admins')
    const adminRole = screen.getByRole('radiogroup', { name: 'Fleet role of silo admins' })
    await user.click(within(adminRole).getByRole('radio', { name: 'Fleet viewer' }))
    await upload(user, 'Certificate', 'silo.crt.pem')
    expect(await screen.findByText(/For \*\.partners\.sys\.rack\.example\.com, valid until/)).toBeTruthy()
    await upload(user, 'Private key', 'silo.key.pem')
    await user.click(screen.getByRole('checkbox', { name: /lab-pool/ }))
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Default pool' })).getByRole('radio', {
        name: 'lab-pool',
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Create silo' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/system/silos/partners/idps'), {
      timeout: 15_000,
    })
    const silo = must(db.silos.find((s) => s.name === 'partners'))
    expect(silo).toMatchObject({
      identity_mode: 'saml_jit',
      admin_group_name: 'partner-admins',
      mapped_fleet_roles: { admin: ['viewer'] },
    })
    expect(db.siloQuotas.find((q) => q.silo_id === silo.id)).toMatchObject({
      cpus: 64,
      memory: 256 * GiB,
      storage: 2.5 * TiB,
    })
    expect(db.certificates.filter((c) => c.silo_id === silo.id).map((c) => c.name)).toEqual(['partners-tls'])
    const lab = must(db.ipPools.find((p) => p.name === 'lab-pool'))
    expect(db.ipPoolSilos.filter((l) => l.silo_id === silo.id)).toEqual([
      { ip_pool_id: lab.id, silo_id: silo.id, is_default: true },
    ])
  })

  it('flags an expired certificate and a key file that holds a certificate, and sends nothing', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos-new')
    await fillRequired(user)
    await upload(user, 'Certificate', 'silo-expired.crt.pem')
    await upload(user, 'Private key', 'silo.crt.pem')
    await user.click(screen.getByRole('button', { name: 'Create silo' }))
    expect(await screen.findAllByText(/^The certificate expired on /)).not.toHaveLength(0)
    expect(screen.getAllByText('This file holds a certificate, not a private key')).not.toHaveLength(0)
    expect(db.silos.some((s) => s.name === 'partners')).toBe(false)
    // what was typed stays
    expect((screen.getByRole('textbox', { name: 'Storage quota' }) as HTMLInputElement).value).toBe('2.5')
  })

  it('keeps the admin group typed for SAML while local only is chosen, and does not send it', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos-new')
    await fillRequired(user)
    await enter(user, screen.getByRole('textbox', { name: 'Admin group name' }), 'admins')
    await user.click(screen.getByRole('radio', { name: /^Local only/ }))
    expect(screen.queryByRole('textbox', { name: 'Admin group name' })).toBeNull()
    await user.click(screen.getByRole('radio', { name: /^SAML SCIM/ }))
    expect((screen.getByRole('textbox', { name: 'Admin group name' }) as HTMLInputElement).value).toBe(
      'admins',
    )
  })

  it('shows the refusal of a fleet viewer who is not a fleet admin', async () => {
    signIn(grace)
    const user = userEvent.setup()
    renderSystem('/system/silos-new')
    await fillRequired(user)
    await upload(user, 'Certificate', 'silo.crt.pem')
    await upload(user, 'Private key', 'silo.key.pem')
    await user.click(screen.getByRole('button', { name: 'Create silo' }))
    expect(await screen.findByText('Could not create the silo: Action not authorized')).toBeTruthy()
    expect(db.silos.some((s) => s.name === 'partners')).toBe(false)
  })
})
