// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { db } from '~mock/db'
import { billingApi } from '~mock/fixtures/compute/instances'
import { setupMockServer } from '~mock/node'
import { api, asUser, failure, ok } from '~mock/toolkit/test-kit'

setupMockServer()
const web = { project: 'web-frontend' }

const nicParams = (name: string, ip?: string) => ({
  name,
  description: '',
  vpcName: 'default',
  subnetName: 'default',
  ip,
})

describe('network interfaces', () => {
  const onWeb3 = { query: { ...web, instance: 'web-3' } }

  test('only a stopped instance gains interfaces; addresses come from its subnet', async () => {
    const running = failure(
      await api.methods.instanceNetworkInterfaceCreate({
        query: { ...web, instance: 'web-1' },
        body: nicParams('net1'),
      }),
    )
    expect(running.message).toMatch(/while it is running; it must be stopped/)

    const created = await api.methods.instanceNetworkInterfaceCreate({ ...onWeb3, body: nicParams('net1') })
    expect(created.response.status).toBe(201)
    const taken = new Set(db.networkInterfaces.filter((n) => n.id !== ok(created).id).map((n) => n.ip))
    expect(ok(created)).toMatchObject({ name: 'net1', primary: false })
    expect(taken.has(ok(created).ip)).toBe(false)

    const explicit = ok(
      await api.methods.instanceNetworkInterfaceCreate({ ...onWeb3, body: nicParams('net2', '172.30.1.20') }),
    )
    expect(explicit.ip).toBe('172.30.1.20')
    const clash = failure(
      await api.methods.instanceNetworkInterfaceCreate({ ...onWeb3, body: nicParams('net3', '172.30.1.20') }),
    )
    expect(clash.message).toMatch(/already in use/)
    const outside = failure(
      await api.methods.instanceNetworkInterfaceCreate({ ...onWeb3, body: nicParams('net3', '10.0.0.9') }),
    )
    expect(outside.message).toMatch(/not available in subnet 172.30.0.0\/22/)
    const dup = failure(
      await api.methods.instanceNetworkInterfaceCreate({ ...onWeb3, body: nicParams('net1') }),
    )
    expect(dup).toMatchObject({
      errorCode: 'ObjectAlreadyExists',
      message: 'already exists: network-interface "net1"',
    })
    const vpc = failure(
      await api.methods.instanceNetworkInterfaceCreate({
        ...onWeb3,
        body: { ...nicParams('net4'), vpcName: 'nope' },
      }),
    )
    expect(vpc.status).toBe(404)
  })

  test('the primary goes last; making another primary demotes it', async () => {
    const second = ok(
      await api.methods.instanceNetworkInterfaceCreate({ ...onWeb3, body: nicParams('net1') }),
    )
    const primaryDelete = failure(
      await api.methods.instanceNetworkInterfaceDelete({ path: { interface: 'net0' }, ...onWeb3 }),
    )
    expect(primaryDelete.message).toMatch(/primary interface .* may not be deleted/)

    const promoted = ok(
      await api.methods.instanceNetworkInterfaceUpdate({
        path: { interface: second.id },
        body: { primary: true },
      }),
    )
    expect(promoted.primary).toBe(true)
    const old = ok(await api.methods.instanceNetworkInterfaceView({ path: { interface: 'net0' }, ...onWeb3 }))
    expect(old.primary).toBe(false)

    expect(
      (await api.methods.instanceNetworkInterfaceDelete({ path: { interface: 'net0' }, ...onWeb3 })).response
        .status,
    ).toBe(204)
    expect(
      (await api.methods.instanceNetworkInterfaceDelete({ path: { interface: 'net1' }, ...onWeb3 })).response
        .status,
    ).toBe(204)
  })

  test('an interface id comes without an instance; a name needs one', async () => {
    const nic = db.networkInterfaces[0]
    const both = failure(
      await api.methods.instanceNetworkInterfaceView({
        path: { interface: nic.id },
        query: { instance: 'web-1' },
      }),
    )
    expect(both.status).toBe(400)
    expect(
      failure(await api.methods.instanceNetworkInterfaceView({ path: { interface: 'net0' } })).status,
    ).toBe(400)
    expect(ok(await api.methods.instanceNetworkInterfaceView({ path: { interface: nic.id } })).name).toBe(
      'net0',
    )
  })
})

describe('floating IPs', () => {
  test('create from the default pool, or take a chosen free address', async () => {
    const created = await api.methods.floatingIpCreate({
      query: web,
      body: { name: 'mail', description: 'SMTP relay' },
    })
    expect(created.response.status).toBe(201)
    const used = new Set(
      [...db.floatingIps.filter((f) => f.name !== 'mail'), ...db.ephemeralIps].map((x) => x.ip),
    )
    expect(used.has(ok(created).ip)).toBe(false)
    expect(ok(created).instanceId).toBeNull()

    const chosen = ok(
      await api.methods.floatingIpCreate({
        query: web,
        body: { name: 'vpn', description: '', ip: '10.85.1.200' },
      }),
    )
    expect(chosen.ip).toBe('10.85.1.200')
    const taken = failure(
      await api.methods.floatingIpCreate({
        query: web,
        body: { name: 'vpn2', description: '', ip: '10.85.1.200' },
      }),
    )
    expect(taken.message).toBe('The requested IP address 10.85.1.200 is not available')
    const dup = failure(
      await api.methods.floatingIpCreate({ query: web, body: { name: 'www', description: '' } }),
    )
    expect(dup.errorCode).toBe('ObjectAlreadyExists')
  })

  test('attach, refuse a second attach or a delete while attached, detach', async () => {
    const path = { path: { floatingIp: 'spare' }, query: web }
    const attached = await api.methods.floatingIpAttach({
      ...path,
      body: { kind: 'instance', parent: 'web-2' },
    })
    expect(attached.response.status).toBe(202)
    expect(ok(attached).instanceId).toBe('0b1c7d4e-1f2a-4c3b-9d5e-6f7a8b9c0d12')
    expect(
      failure(await api.methods.floatingIpAttach({ ...path, body: { kind: 'instance', parent: 'web-1' } }))
        .message,
    ).toMatch(/already attached to another instance/)
    expect(failure(await api.methods.floatingIpDelete(path)).message).toMatch(/while it is attached/)
    expect(ok(await api.methods.floatingIpDetach(path)).instanceId).toBeNull()
    expect(failure(await api.methods.floatingIpDetach(path)).message).toMatch(/not attached/)
    expect((await api.methods.floatingIpDelete(path)).response.status).toBe(204)
  })

  test('an instance of another project cannot take the address', async () => {
    const body = { kind: 'instance' as const, parent: billingApi.id }
    expect(
      failure(await api.methods.floatingIpAttach({ path: { floatingIp: 'spare' }, query: web, body })).status,
    ).toBe(404)
  })

  test('rename, and a viewer cannot', async () => {
    const path = { path: { floatingIp: 'spare' }, query: web }
    expect(ok(await api.methods.floatingIpUpdate({ ...path, body: { name: 'lb-next' } })).name).toBe(
      'lb-next',
    )
    const viewer = await api.methods.floatingIpUpdate(
      { path: { floatingIp: 'www' }, query: web, body: { name: 'x' } },
      asUser('margaret'),
    )
    expect(failure(viewer).status).toBe(403)
  })
})

describe('ephemeral and external IPs', () => {
  test('the external IP list shows SNAT, ephemeral and floating addresses', async () => {
    const web1 = ok(
      await api.methods.instanceExternalIpList({ path: { instance: 'web-1' }, query: web }),
    ).items
    expect(web1.map((ip) => ip.kind)).toEqual(['snat', 'floating'])
    expect(web1[0]).toMatchObject({
      kind: 'snat',
      firstPort: expect.any(Number),
      lastPort: expect.any(Number),
    })
    expect(web1[1]).toMatchObject({ kind: 'floating', name: 'www', ip: '10.85.0.40' })
  })

  test('one ephemeral address per instance', async () => {
    const path = { path: { instance: 'web-3' }, query: web }
    const attached = await api.methods.instanceEphemeralIpAttach({ ...path, body: {} })
    expect(attached.response.status).toBe(202)
    expect(ok(attached)).toMatchObject({ kind: 'ephemeral', ip: expect.stringMatching(/^10\.85\./) })
    expect(failure(await api.methods.instanceEphemeralIpAttach({ ...path, body: {} })).message).toMatch(
      /already has an ephemeral/,
    )
    expect((await api.methods.instanceEphemeralIpDetach(path)).response.status).toBe(204)
    expect(failure(await api.methods.instanceEphemeralIpDetach(path)).message).toMatch(/has no ephemeral/)
    const unknownPool = await api.methods.instanceEphemeralIpAttach({ ...path, body: { pool: 'nope' } })
    expect(failure(unknownPool)).toMatchObject({
      status: 404,
      message: 'not found: ip-pool with name "nope"',
    })
  })
})
