import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { callApi, invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import type { SiloRole } from '~/api/__generated__/Api'
import { preload } from '~/api/preload'
import { currentUserGroups, currentUserView } from '~/components/current-user'
import { useCurrentUser } from '~/components/use-current-user'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent, recordWrites, shownRequest } from '~/testing/show-request'
import { db } from '~mock/db'
import { auditors, sre } from '~mock/fixtures/groups'
import { engineeringSilo } from '~mock/fixtures/silos'
import { ada } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { AccessView } from './AccessView'
import { accessRows } from './access-rows'
import { identitiesOf } from './identities'
import { myIdentityIds, roleIn } from './policy'
import { POLICY_CHANGED, type PolicyUpdate } from './policy-update'
import { siloGroups, siloPolicy, siloUsers } from './queries'
import { SILO_ROLES } from './roles'

setupMockServer()

/** The view over the silo's policy, saved the way an access page saves it. */
function SiloAccess() {
  const me = useCurrentUser()
  const { data: policy } = usePrefetchedApiQuery(siloPolicy)
  const { data: users } = usePrefetchedApiQuery(siloUsers)
  const { data: groups } = usePrefetchedApiQuery(siloGroups)
  const { data: myGroups } = usePrefetchedApiQuery(currentUserGroups)
  const save = useApiMutation('policyUpdate', { onSuccess: () => invalidate('policyView') })
  const update: PolicyUpdate<SiloRole> = {
    prepare: (p) => save.prepare({ body: p }),
    read: () => callApi('policyView', {}),
  }
  const identities = identitiesOf(users.items, groups.items)
  const mine = myIdentityIds(me, myGroups.items)
  return (
    <AccessView
      level="silo"
      title="Silo access"
      intro="Roles on the silo."
      scope="silo engineering"
      siloName={me.siloName}
      roles={SILO_ROLES}
      policy={policy}
      rows={accessRows('silo', policy, identities)}
      identities={identities}
      myRole={(p) => roleIn(p, mine)}
      update={update}
    />
  )
}

const routes = [
  {
    path: '/access',
    loader: () =>
      Promise.all(
        [siloPolicy, siloUsers, siloGroups, currentUserGroups, currentUserView].map((q) => preload(q)),
      ),
    element: <SiloAccess />,
  },
]

type User = ReturnType<typeof userEvent.setup>

const assignments = () => must(db.siloPolicies[engineeringSilo.id]).role_assignments
const addForm = () => screen.getByRole('dialog', { name: 'Add user or group' })

async function render() {
  const user = userEvent.setup()
  renderRoutes(routes, '/access')
  await screen.findByRole('heading', { name: 'Silo access', level: 1 })
  return user
}

async function openActions(user: User, name: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${name}` }))
  return screen.findByRole('menu')
}

/** Opens the add form with group sre and the collaborator role chosen. */
async function chooseSre(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add user or group' }))
  await screen.findByRole('dialog', { name: 'Add user or group' })
  await user.click(within(addForm()).getByRole('combobox', { name: 'User or group' }))
  await user.click(await screen.findByRole('option', { name: /sre/ }))
  await user.click(within(addForm()).getByRole('radio', { name: /^Collaborator/ }))
}

const sreCollaborator = { identity_id: sre.id, identity_type: 'silo_group', role_name: 'collaborator' }

describe('the requests behind an access page', () => {
  it('shows the whole policy the add form will write, once it has whom, and sends what it showed', async () => {
    const before = structuredClone(assignments())
    const user = await render()
    await user.click(screen.getByRole('button', { name: 'Add user or group' }))
    await screen.findByRole('dialog', { name: 'Add user or group' })
    await user.keyboard('{Escape}')
    await user.click(within(addForm()).getByRole('button', { name: 'Show request' }))
    expect(await within(addForm()).findByText(/Choose a user or group and a role/)).toBeTruthy()
    await user.click(within(addForm()).getByRole('button', { name: 'Hide request' }))

    await user.click(within(addForm()).getByRole('combobox', { name: 'User or group' }))
    await user.click(await screen.findByRole('option', { name: /sre/ }))
    await user.click(within(addForm()).getByRole('radio', { name: /^Collaborator/ }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(addForm()).getByRole('button', { name: 'Assign role' })),
      addForm,
    )
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/policy',
      body: { role_assignments: [...before, sreCollaborator] },
    })
    expect(await screen.findByText('Group sre added to silo engineering as collaborator')).toBeTruthy()
    expect(assignments()).toEqual([...before, sreCollaborator])
  })

  it("changes a role with the request the change form shows, everyone else's kept as it was", async () => {
    const before = structuredClone(assignments())
    const user = await render()
    await user.click(
      within(await openActions(user, 'auditors')).getByRole('menuitem', { name: 'Change role' }),
    )
    const form = () => screen.getByRole('dialog', { name: 'Change role' })
    await screen.findByRole('dialog', { name: 'Change role' })
    await user.click(within(form()).getByRole('radio', { name: /^Collaborator/ }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(form()).getByRole('button', { name: 'Update role' })),
      form,
    )
    const changed = before.map((a) =>
      a.identity_id === auditors.id ? { ...a, role_name: 'collaborator' } : a,
    )
    expect(shown).toEqual({ method: 'PUT', url: '/v1/policy', body: { role_assignments: changed } })
    expect(
      await screen.findByText('Role of group auditors on silo engineering changed to collaborator'),
    ).toBeTruthy()
    expect(assignments()).toEqual(changed)
  })

  it('sends nothing when the policy changed meanwhile, and shows the change made afresh to send', async () => {
    const user = await render()
    await chooseSre(user)
    // someone else takes the auditors' role away while the form is open
    db.siloPolicies[engineeringSilo.id] = {
      role_assignments: assignments().filter((a) => a.identity_id !== auditors.id),
    }
    const sent = recordWrites()
    await user.click(within(addForm()).getByRole('button', { name: 'Assign role' }))
    expect(await within(addForm()).findByText(POLICY_CHANGED)).toBeTruthy()
    expect(sent).toEqual([])

    // the request is now made from the policy as it is: the auditors stay without a role
    await user.click(within(addForm()).getByRole('button', { name: 'Show request' }))
    await waitFor(async () => {
      const ids = (await shownRequest(addForm)).body as { role_assignments: { identity_id: string }[] }
      expect(ids.role_assignments.map((a) => a.identity_id)).not.toContain(auditors.id)
    })
    await user.click(within(addForm()).getByRole('button', { name: 'Hide request' }))
    await expectShownRequestsSent(
      user,
      () => user.click(within(addForm()).getByRole('button', { name: 'Assign role' })),
      addForm,
    )
    expect(await screen.findByText('Group sre added to silo engineering as collaborator')).toBeTruthy()
    expect(assignments().some((a) => a.identity_id === auditors.id)).toBe(false)
    expect(assignments()).toContainEqual(sreCollaborator)
  })

  it("lists the removal in the row menu's Show requests and sends it once confirmed", async () => {
    const user = await render()
    await user.click(
      within(await openActions(user, 'auditors')).getByRole('menuitem', { name: 'Show requests' }),
    )
    const requests = await screen.findByRole('dialog', { name: 'Requests for auditors' })
    const listed = await shownRequest(() => within(requests).getByRole('region', { name: 'Remove' }))
    expect(within(requests).queryByRole('region', { name: 'Change role' })).toBeNull()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(within(await openActions(user, 'auditors')).getByRole('menuitem', { name: 'Remove' }))
    const confirm = () => screen.getByRole('dialog', { name: 'Remove role' })
    await screen.findByRole('dialog', { name: 'Remove role' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(confirm()).getByRole('button', { name: 'Remove' })),
      confirm,
    )
    expect(shown).toEqual(listed)
    expect(shown.url).toBe('/v1/policy')
    expect(await screen.findByText('Group auditors removed from silo engineering')).toBeTruthy()
    expect(assignments().some((a) => a.identity_id === auditors.id)).toBe(false)
  })

  it('shows the request in the stronger confirmation for removing the own admin role', async () => {
    const user = await render()
    await user.click(
      within(await openActions(user, 'Ada Lovelace')).getByRole('menuitem', { name: 'Remove' }),
    )
    const confirm = () => screen.getByRole('alertdialog', { name: 'Remove your own role' })
    await screen.findByRole('alertdialog', { name: 'Remove your own role' })
    await user.click(
      within(confirm()).getByRole('checkbox', {
        name: 'I understand that I will lose my admin role on silo engineering',
      }),
    )
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(confirm()).getByRole('button', { name: 'Remove' })),
      confirm,
    )
    const body = shown.body as { role_assignments: { identity_id: string }[] }
    expect(body.role_assignments.map((a) => a.identity_id)).not.toContain(ada.id)
    expect(await screen.findByText('User Ada Lovelace removed from silo engineering')).toBeTruthy()
    expect(assignments().some((a) => a.identity_id === ada.id)).toBe(false)
  })
})
