import { act, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Announcer } from './Announcer'
import { usePageArrival } from './use-page-arrival'

function Shell() {
  usePageArrival()
  return (
    <>
      <button type="button">Before the page</button>
      <main>
        <Outlet />
      </main>
      <Announcer />
    </>
  )
}

const page = (title: string) => () => {
  document.title = title
  return <h1>{title}</h1>
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/projects', Component: page('Projects') },
          { path: '/instances/web-1/storage', Component: page('web-1') },
          { path: '/instances/web-1/networking', Component: page('web-1') },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('arriving on a page', () => {
  it('leaves the first page of a visit alone', async () => {
    renderAt('/projects')
    await screen.findByRole('heading', { name: 'Projects' })
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(document.activeElement).toBe(document.body)
  })

  it("moves the focus to the new page's heading and says its title", async () => {
    const router = renderAt('/projects')
    await screen.findByRole('heading', { name: 'Projects' })
    await act(() => router.navigate('/instances/web-1/storage'))
    const heading = await screen.findByRole('heading', { name: 'web-1' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('web-1'))
  })

  it('keeps the focus where it was when the page stays the same (another tab of it)', async () => {
    const router = renderAt('/instances/web-1/storage')
    await screen.findByRole('heading', { name: 'web-1' })
    const before = screen.getByRole('button', { name: 'Before the page' })
    before.focus()
    await act(() => router.navigate('/instances/web-1/networking'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(document.activeElement).toBe(before)
  })
})
