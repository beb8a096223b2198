import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiReads } from '~/testing/api-paths'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent } from '~/testing/show-request'
import { setupMockServer } from '~mock/node'
import { projectImagesRoutes } from './routes'

setupMockServer()

const routes = [{ path: '/projects/:project', children: projectImagesRoutes }]

const IMAGE = 'web-golden-2024-10'
const PROMOTE = {
  method: 'POST',
  url: `/v1/images/${IMAGE}/promote?project=web-frontend`,
  body: undefined,
}

async function promote(user: ReturnType<typeof userEvent.setup>) {
  const confirm = await screen.findByRole('dialog', { name: 'Promote image' })
  return expectShownRequestsSent(
    user,
    () => user.click(within(confirm).getByRole('button', { name: 'Promote' })),
    () => confirm,
  )
}

describe("the requests behind a project image's promotion", () => {
  it('sends the promotion its confirmation showed, from the row menu', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/projects/web-frontend/images')
    await user.click(await screen.findByRole('button', { name: `Actions for ${IMAGE}` }))
    await user.click(await screen.findByRole('menuitem', { name: 'Promote to silo' }))
    expect(await promote(user)).toEqual([PROMOTE])
    expect(await screen.findByText(`Image ${IMAGE} promoted to the silo`)).toBeTruthy()
  })

  it("sends the promotion its confirmation showed, from the image's details", async () => {
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, `/projects/web-frontend/images/${IMAGE}/edit`)
    const details = await screen.findByRole('dialog', { name: 'Image details' })
    await user.click(within(details).getByRole('button', { name: 'Promote to silo' }))
    const reads = apiReads()
    expect(await promote(user)).toEqual([PROMOTE])
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/web-frontend/images'))
    // nothing asks for it where it no longer is, which would only answer 404
    expect(reads).not.toContain(`/v1/images/${IMAGE}`)
  })
})
