// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type * as Api from '~/api/__generated__/Api'
import { STANDBY_ROUTER } from '~mock/fixtures/hardware/standby-router'
import { setupMockServer } from '~mock/node'
import { api, ok } from '~mock/toolkit/test-kit'

setupMockServer()

type History = {
  received: { message: Record<string, unknown> }[]
  sent: { message: Record<string, unknown> }[]
}

const historyOf = async (peer: string) => {
  const all = ok<Api.AggregateBgpMessageHistory>(
    await api.methods.networkingBgpMessageHistory({ query: { asn: 65002 } }),
  )
  return all.switchHistories.flatMap((s) => Object.entries(s.history)).find(([addr]) => addr === peer)?.[1] as
    | History
    | undefined
}

describe('the core router that is down for maintenance', () => {
  test('its BGP session keeps trying (active), while the other two are established', async () => {
    const peers = ok<Api.BgpPeerStatus[]>(await api.methods.networkingBgpStatus({}))
    expect(peers.map((p) => [p.addr, p.switch, p.state])).toEqual([
      ['172.20.15.251', 'switch0', 'established'],
      ['172.20.15.252', 'switch1', 'established'],
      [STANDBY_ROUTER, 'switch1', 'active'],
    ])
    // the speaker tries again every connect_retry seconds (3)
    const standby = peers.find((p) => p.addr === STANDBY_ROUTER)
    expect(standby?.stateDurationMillis).toBeLessThan(3_000)
  })

  test('it learns no routes and is sent none', async () => {
    const exported = ok<Api.BgpExported>(await api.methods.networkingBgpExported({}))
    expect(Object.keys(exported.exports).sort()).toEqual(['172.20.15.251', '172.20.15.252'])
    const routes = ok<Api.BgpImportedRouteIpv4[]>(
      await api.methods.networkingBgpImportedRoutesIpv4({ query: { asn: 65002 } }),
    )
    expect(routes.every((r) => r.nexthop !== STANDBY_ROUTER)).toBe(true)
  })

  test('its BFD session stays down; the others are up', async () => {
    const sessions = ok<Api.BfdStatus[]>(await api.methods.networkingBfdStatus({}))
    expect(sessions.map((s) => [s.peer, s.state])).toEqual([
      ['172.20.15.251', 'up'],
      ['172.20.15.252', 'up'],
      [STANDBY_ROUTER, 'down'],
    ])
  })

  test('its history ends with the Cease it sent when it was shut down', async () => {
    const history = await historyOf(STANDBY_ROUTER)
    expect(history?.received.at(-1)?.message).toEqual({
      Notification: { errorCode: 'Cease', errorSubcode: { Cease: 'AdministrativeShutdown' }, data: [] },
    })
  })
})

describe('an established session', () => {
  test('keeps the opens, the updates with what each side announced, and the latest keepalives', async () => {
    const history = await historyOf('172.20.15.251')
    const kinds = (entries: History['received']) => entries.map((e) => Object.keys(e.message)[0])
    expect(kinds(history?.received ?? [])).toEqual(['Open', 'Update', 'KeepAlive', 'KeepAlive', 'KeepAlive'])
    const update = history?.sent[1].message.Update as { nlri: { value: number[]; length: number }[] }
    expect(update.nlri).toEqual([
      { value: [10, 85, 0, 0], length: 24 },
      { value: [10, 85, 1, 0], length: 24 },
    ])
  })
})
