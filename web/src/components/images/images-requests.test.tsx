import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import type { Image } from '~/api/__generated__/Api'
import { listQuery } from '~/api/query'
import { must } from '~/testing/must'
import { renderRoutes } from '~/testing/render-routes'
import { menuActionSendsShown, shownRequest } from '~/testing/show-request'
import { db } from '~mock/db'
import { debian12, webGolden } from '~mock/fixtures/compute/images'
import { setupMockServer } from '~mock/node'
import { ImageTable } from './ImageTable'
import { useDemoteImage, usePromoteImage } from './image-scope'

setupMockServer()

const project = 'web-frontend'

/** A project's images, with promote and delete, as the project's image list has them. */
function ProjectImages() {
  const promote = usePromoteImage(project)
  return (
    <ImageTable
      query={listQuery('imageList', { query: { project } })}
      label="Project images"
      detailsPath={(image) => `/images/${image.name}`}
      scopeAction={(image) => promote(image)}
      deleteParams={(image) => ({ path: { image: image.name }, query: { project } })}
      deleteExtra="Disks made from it keep their data."
      roleReason={undefined}
      emptyState={<p>No project images</p>}
    />
  )
}

type User = ReturnType<typeof userEvent.setup>

async function render() {
  const user = userEvent.setup()
  renderRoutes([{ path: '/', element: <ProjectImages /> }], '/')
  await screen.findByRole('table', { name: 'Project images' })
  return user
}

async function openMenu(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Actions for web-golden-2024-10' }))
  return screen.findByRole('menu')
}

const stored = () => db.images.find((i) => i.id === webGolden.id)

describe("the requests behind an image list's actions", () => {
  it("lists promote and delete in the row's Show requests, and promotes with the request its confirmation shows", async () => {
    const user = await render()
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Show requests' }))
    const requests = await screen.findByRole('dialog', { name: 'Requests for web-golden-2024-10' })
    const section = (label: string) => within(requests).getByRole('region', { name: label })
    expect((await shownRequest(() => section('Delete'))).method).toBe('DELETE')
    const listed = await shownRequest(() => section('Promote to silo'))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    const [shown] = await menuActionSendsShown(user, {
      row: 'web-golden-2024-10',
      item: 'Promote to silo',
      dialog: 'Promote image',
      button: 'Promote',
    })
    expect(shown).toEqual(listed)
    expect(shown).toEqual({
      method: 'POST',
      url: '/v1/images/web-golden-2024-10/promote?project=web-frontend',
      body: undefined,
    })
    expect(await screen.findByText('Image web-golden-2024-10 promoted to the silo')).toBeTruthy()
    expect(must(stored()).project_id).toBeNull()
  })

  it('deletes with the request its confirmation shows', async () => {
    const user = await render()
    const [shown] = await menuActionSendsShown(user, { row: 'web-golden-2024-10', dialog: 'Delete image' })
    expect(shown).toEqual({
      method: 'DELETE',
      url: '/v1/images/web-golden-2024-10?project=web-frontend',
      body: undefined,
    })
    expect(await screen.findByText('Image web-golden-2024-10 deleted')).toBeTruthy()
    expect(stored()).toBeUndefined()
  })
})

/** Demotes debian-12 into the project with the demote request, and says where it went. */
function DemoteDebian() {
  const [done, setDone] = useState('')
  const demote = useDemoteImage({ onDemoted: (image, to) => setDone(`${image.name} is in ${to}`) })
  const image = { id: debian12.id, name: debian12.name } as Image
  return (
    <>
      <button type="button" onClick={() => demote(image, project).send()}>
        Demote
      </button>
      <p>{done}</p>
    </>
  )
}

describe('the demote request', () => {
  it('names the image by id and the project it goes to, and tells the caller both', async () => {
    const user = userEvent.setup()
    renderRoutes([{ path: '/', element: <DemoteDebian /> }], '/')
    await user.click(await screen.findByRole('button', { name: 'Demote' }))
    expect(await screen.findByText('debian-12 is in web-frontend')).toBeTruthy()
    expect(db.images.find((i) => i.id === debian12.id)?.project_id).toBe(
      db.projects.find((p) => p.name === project)?.id,
    )
  })
})
