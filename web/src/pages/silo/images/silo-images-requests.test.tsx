import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiReads } from '~/testing/api-paths'
import { renderRoutes } from '~/testing/render-routes'
import { pressSendsShown, shownRequest } from '~/testing/show-request'
import { serveSyntheticProjects } from '~/testing/synthetic-projects'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import { siloImagesRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/', children: siloImagesRoutes }]

describe("the requests behind a silo image's demotion", () => {
  it('sends the demotion its dialog showed, to the project chosen', async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/images/debian-12/edit')
    const details = await screen.findByRole('dialog', { name: 'Image details' })
    await user.click(within(details).getByRole('button', { name: 'Demote to project' }))
    const dialog = await screen.findByRole('dialog', { name: 'Demote image' })
    await user.click(within(dialog).getByRole('combobox', { name: 'Project' }))
    await user.click(await screen.findByRole('option', { name: /sandbox/ }))
    const reads = apiReads()
    const [shown] = await pressSendsShown(user, dialog, 'Demote')
    const image = db.images.find((i) => i.name === 'debian-12')
    expect(shown).toEqual({
      method: 'POST',
      url: `/v1/images/${image?.id}/demote?project=sandbox`,
      body: undefined,
    })
    expect(await screen.findByText('Image debian-12 demoted to project sandbox')).toBeTruthy()
    await waitFor(() => expect(router.state.location.pathname).toBe('/images'))
    // nothing asks for it where it no longer is, which would only answer 404
    expect(reads).not.toContain('/v1/images/debian-12')
  })

  it('finds a project past the first page of the list by part of its name, and demotes to it', async () => {
    serveSyntheticProjects(1500)
    const user = userEvent.setup()
    renderRoutes(routes, '/images/debian-12/edit')
    const details = await screen.findByRole('dialog', { name: 'Image details' })
    await user.click(within(details).getByRole('button', { name: 'Demote to project' }))
    const dialog = await screen.findByRole('dialog', { name: 'Demote image' })
    const picker = within(dialog).getByRole('combobox', { name: 'Project' })
    await user.type(picker, '01234')
    await user.click(await screen.findByRole('option', { name: /^proj-01234/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Show request' }))
    const image = db.images.find((i) => i.name === 'debian-12')
    expect((await shownRequest(() => dialog)).url).toBe(`/v1/images/${image?.id}/demote?project=proj-01234`)
  })
})
