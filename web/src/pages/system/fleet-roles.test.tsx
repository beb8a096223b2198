import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { preload } from '~/api'
import { currentUserView } from '~/components/current-user'
import { RouteErrorScreen } from '~/pages/errors/RouteErrorScreen'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { pb } from '~/util/paths'
import { db } from '~mock/db'
import { activeBundle } from '~mock/fixtures/platform/support-bundles'
import { engineeringSilo } from '~mock/fixtures/silos'
import { ada, grace } from '~mock/fixtures/users'
import { setupMockServer } from '~mock/node'
import { signIn } from '~mock/session'
import { systemRoutes } from './routes'

setupMockServer()

// who is signed in, read first as the signed-in shell does
const routes = [
  {
    path: '/',
    errorElement: <RouteErrorScreen />,
    loader: () => preload(currentUserView),
    children: systemRoutes,
  },
]

const FLEET_ADMIN = 'Needs the admin role on the fleet'

type User = ReturnType<typeof userEvent.setup>

/** The reason a disabled button gives, as assistive tech reads it; null for a button that is not disabled. */
function disabledReason(button: HTMLElement): string | null {
  if (button.getAttribute('aria-disabled') !== 'true') return null
  const ids = must(button.getAttribute('aria-describedby')).split(' ')
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ')
}

/** The items of a row's or page's menu, by the start of their name, with the reason each is disabled for. */
async function menuOf(user: User, label: string | RegExp) {
  await user.click(await screen.findByRole('button', { name: label }))
  const menu = await screen.findByRole('menu')
  return (name: string) => {
    const item = within(menu).getByRole('menuitem', { name: new RegExp(`^${name}`) })
    return item.getAttribute('aria-disabled') === 'true' ? must(item.textContent).slice(name.length) : null
  }
}

describe('the system view for a fleet viewer', () => {
  it('disables a new silo and deleting one, saying why, and still copies an ID', async () => {
    // grace is a fleet viewer through the group sre, not a fleet admin
    signIn(grace)
    const user = userEvent.setup()
    renderRoutes(routes, pb.silos())
    expect(disabledReason(await screen.findByRole('button', { name: 'New silo' }))).toBe(FLEET_ADMIN)
    const item = await menuOf(user, 'Actions for research')
    expect(item('Delete')).toBe(FLEET_ADMIN)
    expect(item('Copy ID')).toBeNull()
  })

  it('disables a new IP pool and the changes to one', async () => {
    signIn(grace)
    const user = userEvent.setup()
    renderRoutes(routes, pb.ipPools())
    expect(disabledReason(await screen.findByRole('button', { name: 'New IP pool' }))).toBe(FLEET_ADMIN)
    const item = await menuOf(user, 'Actions for lab-pool')
    expect(item('Edit')).toBe(FLEET_ADMIN)
    expect(item('Delete')).toBe(FLEET_ADMIN)
    expect(item('Copy ID')).toBeNull()
  })

  it('disables a new support bundle, and editing or deleting one, while its download stays open', async () => {
    signIn(grace)
    const user = userEvent.setup()
    renderRoutes(routes, pb.supportBundles())
    const create = await screen.findByRole('button', { name: 'Create support bundle' })
    expect(disabledReason(create)).toBe(FLEET_ADMIN)
    cleanup()
    renderRoutes(routes, pb.supportBundle({ bundleId: activeBundle.id }))
    expect(disabledReason(await screen.findByRole('button', { name: 'Edit comment' }))).toBe(FLEET_ADMIN)
    expect(await screen.findByRole('link', { name: 'Download bundle' })).toBeTruthy()
    const item = await menuOf(user, /^More actions for support bundle/)
    expect(item('Delete')).toBe(FLEET_ADMIN)
  })

  it('disables a new webhook receiver', async () => {
    signIn(grace)
    renderRoutes(routes, pb.alerts())
    const create = await screen.findByRole('button', { name: 'New webhook receiver' })
    expect(disabledReason(create)).toBe(FLEET_ADMIN)
  })
})

describe("a silo's sign-in for a fleet viewer", () => {
  it('is changed by a fleet admin, or in their own silo by its admins too', async () => {
    // a fleet viewer who is no fleet admin, in a silo whose roles give no fleet role
    signIn(grace)
    must(db.silos.find((s) => s.id === engineeringSilo.id)).mapped_fleet_roles = {}
    renderRoutes(routes, '/system/silos/engineering/users')
    expect(disabledReason(await screen.findByRole('button', { name: 'New user' }))).toBe(
      'Needs the admin role on the fleet or on this silo',
    )

    cleanup()

    // made an admin of her own silo: its users are hers to change, another silo's sign-in is not
    must(db.siloPolicies[engineeringSilo.id]).role_assignments.push({
      identity_id: grace.id,
      identity_type: 'silo_user',
      role_name: 'admin',
    })
    renderRoutes(routes, '/system/silos/engineering/users')
    expect((await screen.findByRole('link', { name: 'New user' })).getAttribute('href')).toBe(
      pb.siloUsersNew({ silo: 'engineering' }),
    )
    cleanup()
    renderRoutes(routes, '/system/silos/research/idps')
    expect(disabledReason(await screen.findByRole('button', { name: 'New provider' }))).toBe(FLEET_ADMIN)
  })
})

describe('the system view for a fleet admin', () => {
  it('offers every one of those changes', async () => {
    signIn(ada)
    const user = userEvent.setup()
    renderRoutes(routes, pb.silos())
    expect((await screen.findByRole('link', { name: 'New silo' })).getAttribute('href')).toBe(pb.silosNew())
    const silo = await menuOf(user, 'Actions for research')
    expect(silo('Delete')).toBeNull()
    cleanup()

    renderRoutes(routes, pb.ipPools())
    expect((await screen.findByRole('link', { name: 'New IP pool' })).getAttribute('href')).toBe(
      pb.ipPoolsNew(),
    )
    const pool = await menuOf(user, 'Actions for lab-pool')
    expect(pool('Edit')).toBeNull()
    cleanup()

    renderRoutes(routes, pb.supportBundles())
    expect((await screen.findByRole('link', { name: 'Create support bundle' })).getAttribute('href')).toBe(
      pb.supportBundlesNew(),
    )
  })
})
