// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest'
import type * as Api from '~/api/__generated__/Api'
import { infraLot } from '~mock/fixtures/hardware/networking'
import { rack } from '~mock/fixtures/hardware/rack'
import { setupMockServer } from '~mock/node'
import { api, asUser, ok } from '~mock/toolkit/test-kit'
import { BGP_STEP_MS } from './hardware-bgp-sessions'
import { BFD_STEP_MS } from './hardware-network-services'
import { LINK_UP_AFTER_MS } from './hardware-switches'

setupMockServer()
afterEach(() => {
  vi.useRealTimers()
})

/** Only the clock is faked: the state machines read it, msw and fetch keep their real timers. */
function freezeClock() {
  vi.useFakeTimers({ toFake: ['Date'] })
  const start = Date.now()
  return (ms: number) => vi.setSystemTime(start + ms)
}

const onSwitch1 = (port: string) => ({
  path: { port },
  query: { rackId: rack.id, switchLocation: 'switch1' },
})

async function createPeeringSettings() {
  return api.methods.networkingSwitchPortSettingsCreate({
    body: {
      name: 'lab-peering',
      description: 'Peers with the lab router',
      portConfig: { geometry: 'qsfp28x1' },
      links: [{ linkName: 'phy0', mtu: 1500, speed: 'speed100_g', autoneg: false, lldp: { enabled: false } }],
      addresses: [
        { linkName: 'phy0', addresses: [{ address: '172.20.15.244/28', addressLot: infraLot.name }] },
      ],
      bgpPeers: [
        {
          linkName: 'phy0',
          peers: [
            {
              addr: '172.20.15.254',
              bgpConfig: 'as65002',
              interfaceName: 'phy0',
              remoteAsn: 65100,
              holdTime: 6,
              idleHoldTime: 3,
              delayOpen: 0,
              connectRetry: 3,
              keepalive: 2,
              communities: [],
              enforceFirstAs: false,
              allowedImport: { type: 'no_filtering' },
              allowedExport: { type: 'no_filtering' },
            },
          ],
        },
      ],
    },
  })
}

describe('switches and ports', () => {
  test('two switches with 32 QSFP ports each; qsfp0 of each carries the uplink settings', async () => {
    const switches = ok<Api.SwitchResultsPage>(await api.methods.switchList({}))
    expect(switches.items.map((s) => s.baseboard.serial).sort()).toEqual(['BRM44220010', 'BRM44220011'])
    const ports = ok<Api.SwitchPortResultsPage>(
      await api.methods.networkingSwitchPortList({ query: { limit: 100 } }),
    )
    expect(ports.items).toHaveLength(64)
    const configured = ports.items
      .filter((p) => p.portSettingsId)
      .map((p) => `${p.switchLocation}/${p.portName}`)
      .sort()
    // and switch1's qsfp1 has the lab uplink's settings, with nothing plugged in
    expect(configured).toEqual(['switch0/qsfp0', 'switch1/qsfp0', 'switch1/qsfp1'])
  })

  test('a port with settings but no cable stays down, and no neighbour is heard on it', async () => {
    const advance = freezeClock()
    advance(10 * LINK_UP_AFTER_MS)
    const status = ok(await api.methods.networkingSwitchPortStatus(onSwitch1('qsfp1'))) as {
      link: { linkState: string }
      monitors?: unknown
    }
    expect(status.link.linkState).toBe('Down')
    expect(status.monitors).toBeUndefined()
    const neighbors = ok<Api.LldpNeighborResultsPage>(
      await api.methods.networkingSwitchPortLldpNeighbors({
        path: { rackId: rack.id, switchLocation: 'switch1', port: 'qsfp1' },
      }),
    )
    expect(neighbors.items).toEqual([])
  })

  test('an unknown port or switch location is refused', async () => {
    const port = await api.methods.networkingSwitchPortStatus(onSwitch1('qsfp99'))
    expect(port.type === 'error' && port.data.message).toBe('not found: switch-port with name "qsfp99"')
    const location = await api.methods.networkingSwitchPortStatus({
      path: { port: 'qsfp0' },
      query: { rackId: rack.id, switchLocation: 'switch7' },
    })
    expect(location.response.status).toBe(400)
  })

  test('LLDP neighbors and the LLDP config of the uplink', async () => {
    const neighbors = ok<Api.LldpNeighborResultsPage>(
      await api.methods.networkingSwitchPortLldpNeighbors({
        path: { rackId: rack.id, switchLocation: 'switch1', port: 'qsfp0' },
      }),
    )
    expect(neighbors.items.map((n) => n.systemName)).toEqual(['core-rtr-b.dc1.example.net'])

    const config = ok<Api.LldpLinkConfig>(
      await api.methods.networkingSwitchPortLldpConfigView(onSwitch1('qsfp0')),
    )
    expect(config.enabled).toBe(true)
    ok(
      await api.methods.networkingSwitchPortLldpConfigUpdate({
        ...onSwitch1('qsfp0'),
        body: { ...config, enabled: false, systemName: 'rack1-sw1' },
      }),
    )
    const after = ok<Api.LldpLinkConfig>(
      await api.methods.networkingSwitchPortLldpConfigView(onSwitch1('qsfp0')),
    )
    expect(after).toMatchObject({ id: config.id, enabled: false, systemName: 'rack1-sw1' })
    // a port without settings has no link to configure
    expect((await api.methods.networkingSwitchPortLldpConfigView(onSwitch1('qsfp3'))).response.status).toBe(
      404,
    )
  })

  test('a fleet viewer cannot apply or clear settings', async () => {
    const result = await api.methods.networkingSwitchPortClearSettings(onSwitch1('qsfp0'), asUser('grace'))
    expect(result.response.status).toBe(403)
  })
})

describe('bringing up a port', () => {
  test('the link trains, then BGP goes through its states to established and exports the announce set', async () => {
    const advance = freezeClock()
    ok(await createPeeringSettings())
    ok(
      await api.methods.networkingSwitchPortApplySettings({
        ...onSwitch1('qsfp7'),
        body: { portSettings: 'lab-peering' },
      }),
    )

    // the link state is opaque to the API; the mock reports the switch daemon's shape
    const status = async () =>
      ok(await api.methods.networkingSwitchPortStatus(onSwitch1('qsfp7'))) as Record<
        string,
        { linkState?: string }
      >
    const peer = async () => {
      const peers = ok<Api.BgpPeerStatus[]>(await api.methods.networkingBgpStatus({}))
      return peers.find((p) => p.addr === '172.20.15.254')
    }

    expect((await status()).link.linkState).toBe('Down')
    expect(await peer()).toMatchObject({
      state: 'idle',
      remoteAsn: 65100,
      localAsn: 65002,
      switch: 'switch1',
    })

    advance(LINK_UP_AFTER_MS)
    expect((await status()).link.linkState).toBe('Up')
    expect((await peer())?.state).toBe('connect')
    advance(LINK_UP_AFTER_MS + BGP_STEP_MS)
    expect((await peer())?.state).toBe('open_sent')
    advance(LINK_UP_AFTER_MS + 2 * BGP_STEP_MS)
    expect((await peer())?.state).toBe('open_confirm')
    advance(LINK_UP_AFTER_MS + 3 * BGP_STEP_MS + 500)
    expect(await peer()).toMatchObject({ state: 'established', stateDurationMillis: 500 })

    const exported = ok<Api.BgpExported>(await api.methods.networkingBgpExported({}))
    expect(exported.exports['172.20.15.254']).toEqual(['10.85.0.0/24', '10.85.1.0/24'])
  })

  test('clearing the settings takes the sessions down with the link', async () => {
    ok(await api.methods.networkingSwitchPortClearSettings(onSwitch1('qsfp0')))
    const peers = ok<Api.BgpPeerStatus[]>(await api.methods.networkingBgpStatus({}))
    expect(peers.map((p) => p.switch)).toEqual(['switch0'])
    const routes = ok<Api.BgpImportedRouteIpv4[]>(
      await api.methods.networkingBgpImportedRoutesIpv4({ query: { asn: 65002 } }),
    )
    expect(new Set(routes.map((r) => r.switch))).toEqual(new Set(['switch0']))
    expect((await api.methods.networkingSwitchPortStatus(onSwitch1('qsfp0'))).response.status).toBe(404)
  })

  test('settings in use cannot be deleted; unused ones can', async () => {
    const inUse = await api.methods.networkingSwitchPortSettingsDelete({
      query: { portSettings: 'default-uplink0' },
    })
    expect(inUse.response.status).toBe(400)
    ok(await createPeeringSettings())
    const dup = await createPeeringSettings()
    expect(dup.type === 'error' && dup.data.errorCode).toBe('ObjectAlreadyExists')
    const deleted = await api.methods.networkingSwitchPortSettingsDelete({
      query: { portSettings: 'lab-peering' },
    })
    expect(deleted.response.status).toBe(204)
  })
})

describe('BFD', () => {
  test('a new session is down, then init, then up', async () => {
    const advance = freezeClock()
    const body = { switch: 'switch0', remote: '172.20.15.254', detectionThreshold: 3, requiredRx: 300000 }
    ok(await api.methods.networkingBfdEnable({ body: { ...body, mode: 'single_hop' } }))
    const state = async () => {
      const sessions = ok<Api.BfdStatus[]>(await api.methods.networkingBfdStatus({}))
      return sessions.find((s) => s.peer === '172.20.15.254')?.state
    }
    expect(await state()).toBe('down')
    advance(BFD_STEP_MS)
    expect(await state()).toBe('init')
    advance(2 * BFD_STEP_MS)
    expect(await state()).toBe('up')

    ok(await api.methods.networkingBfdDisable({ body: { switch: 'switch0', remote: '172.20.15.254' } }))
    expect(await state()).toBeUndefined()
    const again = await api.methods.networkingBfdDisable({
      body: { switch: 'switch0', remote: '172.20.15.254' },
    })
    expect(again.response.status).toBe(404)
  })

  test('only switch0 and switch1 exist', async () => {
    const body = {
      switch: 'switch2',
      remote: '10.0.0.1',
      detectionThreshold: 3,
      requiredRx: 1,
      mode: 'single_hop' as const,
    }
    expect((await api.methods.networkingBfdEnable({ body })).response.status).toBe(400)
  })
})
