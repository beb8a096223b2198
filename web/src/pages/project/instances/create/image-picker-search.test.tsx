import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { instanceCreateLoader } from '~/pages/project/instances/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { server, setupMockServer } from '~mock/node'
import InstanceCreateForm from './InstanceCreateForm'

setupMockServer()

const GiB = 1024 ** 3
const imageName = (n: number) => `image-${String(n).padStart(4, '0')}`

/** The silo's images: 2,500 of them, more than one page of the API; the project's images stay the mock's. */
function serveSiloImages(total: number) {
  const reads = { pages: 0 }
  server.use(
    http.get('*/v1/images', ({ request }) => {
      const url = new URL(request.url)
      if (url.searchParams.get('project')) return
      reads.pages++
      const limit = Number(url.searchParams.get('limit'))
      const start = Number(url.searchParams.get('page_token') ?? 0)
      const end = Math.min(start + limit, total)
      const items = Array.from({ length: end - start }, (_, k) => ({
        id: `00000000-0000-4000-8000-${String(start + k).padStart(12, '0')}`,
        name: imageName(start + k),
        description: '',
        os: 'debian',
        version: '12',
        size: 3 * GiB,
        block_size: 512,
        project_id: null,
        time_created: '2026-01-01T00:00:00Z',
        time_modified: '2026-01-01T00:00:00Z',
      }))
      return HttpResponse.json({ items, next_page: end < total ? String(end) : null })
    }),
  )
  return reads
}

const routes = [
  { path: '/projects/:project/instances-new', element: <InstanceCreateForm />, loader: instanceCreateLoader },
]

describe('the image picker of a silo with more images than a page', () => {
  it('reads one page at first, says so, and finds an image past it as the user types', async () => {
    const user = userEvent.setup()
    const reads = serveSiloImages(2500)
    renderRoutes(routes, '/projects/web-frontend/instances-new')
    await screen.findByRole('heading', { name: 'Create instance' })
    // the form opened with the first page only
    expect(reads.pages).toBe(1)
    const picker = screen.getByRole('combobox', { name: /^Image/ })
    await user.click(picker)
    // a thousand options filtered and laid out: slow in a test's DOM
    const slow = { timeout: 10_000 }
    expect(
      await screen.findByText('Showing the first 1,000 images; type to search them all.', {}, slow),
    ).toBeTruthy()

    await user.clear(picker)
    await pasteInto(user, picker, 'image-2345')
    // three pages of 1,000 read after a pause in typing
    expect(await screen.findByText('Searched all 2,500 images: 1 matches.', {}, slow)).toBeTruthy()
    await user.click(await screen.findByRole('option', { name: /^image-2345/ }, slow))
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('image-2345'))
    // a boot disk holds its image: 3 GiB rounds up to 10
    expect((screen.getByRole('textbox', { name: /^Disk size/ }) as HTMLInputElement).value).toBe('10')
  })
})
