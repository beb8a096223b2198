import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { disabledReason } from '~/testing/disabled-reason'
import { must } from '~/testing/must'
import { renderSystem } from '~/testing/render-system'
import { GiB, TiB } from '~/util/format'
import { db } from '~mock/db'
import { engineeringSilo } from '~mock/fixtures/silos'
import { grace } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'

setupMockServer()

const quotasOf = (siloId: string) => must(db.siloQuotas.find((q) => q.silo_id === siloId))

describe('the quotas of a silo', () => {
  it('sets what is provisioned beside the quota and the fleet capacity, sizes as every page writes them', async () => {
    renderSystem('/system/silos/engineering/quotas')
    const table = await screen.findByRole('table', { name: 'Quotas' })
    const rows = within(table).getAllByRole('row').slice(1)
    const cells = rows.map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))
    expect(cells.map((c) => c[0])).toEqual(['CPU', 'Memory', 'Storage'])
    expect(cells[0][2]).toBe('384 vCPUs')
    expect(cells[1][2]).toBe('1.5 TiB')
    expect(cells[2][2]).toBe('60 TiB')
    // 70% of the 1,408 hardware threads of the 11 sleds in service
    expect(cells[0][3]).toBe('985 vCPUs')
    expect(cells[1][3]).toBe('7.61 TiB')
    // every size in the one format, the way the utilization page writes it
    for (const cell of [cells[1][1], cells[2][1], cells[2][3]]) {
      expect(cell).toMatch(/^[\d,.]+ (B|KiB|MiB|GiB|TiB)$/)
    }
  })

  it('warns when a quota goes below what is in use, and sends only what changed', async () => {
    const user = userEvent.setup()
    const storage = 60 * TiB + 850 * GiB
    db.siloQuotas = db.siloQuotas.map((q) => (q.silo_id === engineeringSilo.id ? { ...q, storage } : q))
    renderSystem('/system/silos/engineering/quotas')
    await user.click(await screen.findByRole('button', { name: 'Edit quotas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit quotas' })
    const cpus = within(dialog).getByRole('textbox', { name: 'CPU quota' })
    await user.clear(cpus)
    await user.type(cpus, '1')
    await user.tab()
    expect(within(dialog).getByText(/Below what the silo uses now/)).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Save quotas' }))
    expect(await screen.findByText('Quotas of silo engineering updated')).toBeTruthy()
    // the storage quota showed rounded, as 60.83 TiB, and was left alone: it is still exactly what it was
    expect(quotasOf(engineeringSilo.id)).toMatchObject({ cpus: 1, memory: 1536 * GiB, storage })
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit quotas' })).toBeNull())
  })

  it('asks for a quota that was emptied, keeping the others as typed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/quotas')
    await user.click(await screen.findByRole('button', { name: 'Edit quotas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit quotas' })
    const memory = within(dialog).getByRole('textbox', { name: 'Memory quota' })
    const storage = within(dialog).getByRole('textbox', { name: 'Storage quota' })
    await user.clear(storage)
    await user.type(storage, '75.5')
    await user.clear(memory)
    await user.click(within(dialog).getByRole('button', { name: 'Save quotas' }))
    expect(await within(dialog).findByText('Memory quota is required')).toBeTruthy()
    expect((storage as HTMLInputElement).value).toBe('75.5')
    expect(quotasOf(engineeringSilo.id).storage).toBe(60 * TiB)
  })

  it('offers a fleet viewer no edit, saying why, and shows a refusal in the form opened by its address', async () => {
    // grace is a fleet viewer through the group sre, not a fleet admin
    signIn(grace)
    const user = userEvent.setup()
    renderSystem('/system/silos/engineering/quotas')
    const edit = await screen.findByRole('button', { name: 'Edit quotas' })
    expect(edit.getAttribute('aria-disabled')).toBe('true')
    expect(disabledReason(edit)).toBe('Needs the admin role on the fleet')
    cleanup()

    // the form's own address still opens it: the API is the judge
    renderSystem('/system/silos/engineering/quotas?form=edit')
    const dialog = await screen.findByRole('dialog', { name: 'Edit quotas' })
    const cpus = within(dialog).getByRole('textbox', { name: 'CPU quota' })
    await user.clear(cpus)
    await user.type(cpus, '500')
    await user.click(within(dialog).getByRole('button', { name: 'Save quotas' }))
    expect(await within(dialog).findByText('Action not authorized')).toBeTruthy()
    expect((cpus as HTMLInputElement).value).toBe('500')
    expect(quotasOf(engineeringSilo.id).cpus).toBe(384)
  })
})
