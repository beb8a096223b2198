import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { affinityRoutes } from './routes'

setupMockServer()

const routes = [
  {
    path: '/projects/:project',
    element: <Outlet />,
    children: [...affinityRoutes, { path: 'instances/:instance/*', element: <p>instance page</p> }],
  },
]

/** Stopped copies of web-3 in web-frontend, `extra-0000` on: with 1,100 the project holds more than a page. */
function addInstances(count: number) {
  const model = db.instances.find((i) => i.name === 'web-3')
  if (!model) throw new Error('the seed has web-3')
  for (let n = 0; n < count; n++) {
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
    db.instances.push({ ...model, id, name: `extra-${String(n).padStart(4, '0')}` })
  }
}

// a thousand options filtered and laid out: slow in a test's DOM
const slow = { timeout: 10_000 }

describe('the add member dialog of a project with more instances than a page', () => {
  it('finds an instance past the first page by part of its name, and adds that one', async () => {
    addInstances(1100)
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/affinity-groups/cache-pair')
    await screen.findByRole('heading', { name: 'cache-pair', level: 1 })
    await user.click(screen.getByRole('button', { name: 'Add instance' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add to affinity group' })
    const picker = within(dialog).getByRole('combobox', { name: 'Instance' })
    await user.click(picker)
    expect(
      await screen.findByText('Showing the first 1,000 instances; type to search them all.', {}, slow),
    ).toBeTruthy()

    await pasteInto(user, picker, 'tra-1077')
    await user.click(await screen.findByRole('option', { name: /^extra-1077/ }, slow))
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('extra-1077'))
    await user.click(within(dialog).getByRole('button', { name: 'Add instance' }))

    expect(await screen.findByText('extra-1077 added to cache-pair')).toBeTruthy()
    const group = db.affinityGroups.find((g) => g.name === 'cache-pair')
    const added = db.instances.find((i) => i.name === 'extra-1077')
    expect(db.affinityGroupMembers.some((m) => m.group_id === group?.id && m.instance_id === added?.id)).toBe(
      true,
    )
  })
})
