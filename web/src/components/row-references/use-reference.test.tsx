import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ApiCacheProvider } from '~/api'
import { instanceById } from '~/pages/project/instances/queries'
import { apiPaths } from '~/testing/api-paths'
import { db } from '~mock/db'
import { resetMockFaults, setMockFaults } from '~mock/faults'
import { setupMockServer } from '~mock/node'
import { ReferenceName } from './ReferenceName'
import { useReference } from './use-reference'

setupMockServer()

const idOf = (name: string) => {
  const found = db.instances.find((i) => i.name === name)
  if (!found) throw new Error(`the seed has ${name}`)
  return found.id
}

/** A row naming an instance by id, as a list's cell does. */
function Row({ id }: { id: string }) {
  const reference = useReference({ byId: instanceById }, id)
  return (
    <li>
      <ReferenceName id={id} reference={reference} noun="instance" to={(i) => `/instances/${i.name}`} />
    </li>
  )
}

function renderRows(ids: string[]) {
  render(
    <MemoryRouter>
      <ApiCacheProvider isolated>
        <ul>
          {ids.map((id, n) => (
            // the same id may be named by more than one row
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows never change
            <Row key={n} id={id} />
          ))}
        </ul>
      </ApiCacheProvider>
    </MemoryRouter>,
  )
  return () => screen.getAllByRole('listitem').map((li) => li.textContent)
}

describe('a resource rows name by id', () => {
  it('is read by its id, once however many rows name it, and links by name', async () => {
    const paths = apiPaths()
    const [web1, web3] = [idOf('web-1'), idOf('web-3')]
    renderRows([web1, web3, web1])
    expect((await screen.findAllByRole('link', { name: 'web-1' })).length).toBe(2)
    expect((await screen.findByRole('link', { name: 'web-3' })).getAttribute('href')).toBe('/instances/web-3')
    expect(paths.sort()).toEqual([`/v1/instances/${web1}`, `/v1/instances/${web3}`])
  })

  it('says so when it has been deleted, beside the others', async () => {
    const [web1, web3] = [idOf('web-1'), idOf('web-3')]
    db.instances = db.instances.filter((i) => i.id !== web3)
    const texts = renderRows([web1, web3])
    expect(await screen.findByText('Deleted instance')).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'web-1' })).toBeTruthy()
    expect(texts()).toEqual(['web-1', 'Deleted instance'])
  })

  it('shows its id when it cannot be read, and that a read is under way, without holding up the others', async () => {
    const [web1, web2, web3] = [idOf('web-1'), idOf('web-2'), idOf('web-3')]
    setMockFaults(`hang=/v1/instances/${web3},/v1/instances/${web2}=503`)
    const texts = renderRows([web1, web2, web3])
    expect(await screen.findByRole('link', { name: 'web-1' })).toBeTruthy()
    expect(await screen.findByText(web2)).toBeTruthy()
    expect(texts()).toEqual(['web-1', web2, '…Reading the instance'])
    resetMockFaults()
    expect(await screen.findByRole('link', { name: 'web-3' })).toBeTruthy()
  })
})
