import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { callApi, query, useApiQuery } from '~/api'
import { renderRoutes } from '~/testing/render-routes'
import { setupMockServer } from '~mock/node'
import { refreshExternalIps } from './external-ips'

setupMockServer()

const project = 'web-frontend'
const view = query('floatingIpView', { path: { floatingIp: 'www' }, query: { project } })
const list = query('floatingIpList', { query: { project } })
const ofInstance = query('instanceExternalIpList', { path: { instance: 'web-1' }, query: { project } })

/** What each read of the address says about where it is attached, once read. */
function Reads() {
  const one = useApiQuery(view).data
  const all = useApiQuery(list).data
  const instance = useApiQuery(ofInstance).data
  if (!one || !all || !instance) return <p>loading</p>
  const listed = all.items.find((f) => f.name === 'www')
  const onInstance = instance.items.some((ip) => ip.kind === 'floating' && ip.name === 'www')
  return (
    <ul>
      <li>view: {one.instanceId ? 'attached' : 'detached'}</li>
      <li>list: {listed?.instanceId ? 'attached' : 'detached'}</li>
      <li>instance: {onInstance ? 'attached' : 'detached'}</li>
    </ul>
  )
}

describe('refreshExternalIps', () => {
  it('rereads a floating IP one by one and as listed, and the external addresses of instances', async () => {
    renderRoutes([{ path: '/', element: <Reads /> }], '/')
    expect(await screen.findByText('view: attached')).toBeTruthy()
    expect(screen.getByText('list: attached')).toBeTruthy()
    expect(screen.getByText('instance: attached')).toBeTruthy()
    await callApi('floatingIpDetach', { path: { floatingIp: 'www' }, query: { project } })
    act(() => {
      refreshExternalIps()
    })
    expect(await screen.findByText('view: detached')).toBeTruthy()
    expect(await screen.findByText('list: detached')).toBeTruthy()
    expect(await screen.findByText('instance: detached')).toBeTruthy()
  })
})
