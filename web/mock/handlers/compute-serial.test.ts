// @vitest-environment node
import { afterEach, describe, expect, test } from 'vitest'
import { setupMockServer } from '~mock/node'
import { MOCK_PASSWORD } from '~mock/session'
import { api, ok } from '~mock/toolkit/test-kit'
import { resetTimers, setTimeScale } from '~mock/toolkit/timers'

setupMockServer()
const web = { project: 'web-frontend' }
const decode = (bytes: number[] | ArrayBuffer) => new TextDecoder().decode(new Uint8Array(bytes))

afterEach(() => resetTimers())

describe('serial console buffer', () => {
  test('returns the tail of the boot log up to the login prompt', async () => {
    const data = ok(
      await api.methods.instanceSerialConsole({
        path: { instance: 'web-1' },
        query: { ...web, mostRecent: 200 },
      }),
    )
    expect(data.data).toHaveLength(200)
    expect(decode(data.data)).toMatch(/Ubuntu 24\.04\.1 LTS web-1 ttyS0\r\n\r\nweb-1 login: $/)

    const head = ok(
      await api.methods.instanceSerialConsole({
        path: { instance: 'web-1' },
        query: { ...web, fromStart: 0, maxBytes: 64 },
      }),
    )
    expect(head.lastByteOffset).toBe(64)
    expect(decode(head.data)).toMatch(/^BdsDxe: loading Boot0001/)
    const next = ok(
      await api.methods.instanceSerialConsole({
        path: { instance: 'web-1' },
        query: { ...web, fromStart: head.lastByteOffset, maxBytes: 64 },
      }),
    )
    expect(next.lastByteOffset).toBe(128)
  })

  test('needs exactly one starting point and a console-capable state', async () => {
    const both = await api.methods.instanceSerialConsole({
      path: { instance: 'web-1' },
      query: { ...web, fromStart: 0, mostRecent: 10 },
    })
    expect(both.response.status).toBe(400)
    const stopped = await api.methods.instanceSerialConsole({
      path: { instance: 'web-3' },
      query: { ...web, mostRecent: 10 },
    })
    expect(stopped.type === 'error' && stopped.data.message).toMatch(/while it is stopped/)
    const migrating = await api.methods.instanceSerialConsole({
      path: { instance: 'trainer-2' },
      query: { project: 'ml-training', mostRecent: 10 },
    })
    expect(migrating.response.status).toBe(200)
  })
})

describe('serial console stream over plain HTTP', () => {
  const url = 'http://localhost/v1/instances/web-1/serial-console/stream?project=web-frontend'
  const handshake = {
    connection: 'Upgrade',
    upgrade: 'websocket',
    'sec-websocket-version': '13',
    'sec-websocket-key': 'c2VyaWFsLWNvbnNvbGUhIQ==',
  }

  test('a GET without a WebSocket handshake is refused, as Nexus does', async () => {
    const response = await fetch(url)
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('expected a WebSocket upgrade request')
  })

  test('a fetch that makes the handshake gets the bytes the stream starts with', async () => {
    const response = await fetch(`${url}&most_recent=64`, { headers: handshake })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(await response.text()).toMatch(/web-1 login: $/)
  })
})

describe('serial console stream', () => {
  function connect(instance: string, project = 'web-frontend') {
    const socket = new WebSocket(
      `ws://localhost/v1/instances/${instance}/serial-console/stream?project=${project}`,
    )
    socket.binaryType = 'arraybuffer'
    let text = ''
    socket.addEventListener('message', (event) => {
      text += decode(event.data as ArrayBuffer)
    })
    const closed = new Promise<CloseEvent>((resolve) =>
      socket.addEventListener('close', (e) => resolve(e as CloseEvent)),
    )
    return { socket, output: () => text, closed }
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5))
    expect(check()).toBe(true)
  }

  test('streams the boot log in pieces, then a guest answers keystrokes in binary or text frames', async () => {
    setTimeScale(0.01)
    const { socket, output } = connect('web-1')
    await until(() => output().includes('BdsDxe'))
    await until(() => output().endsWith('web-1 login: '))
    socket.send(new TextEncoder().encode('root\r'))
    await until(() => output().endsWith('web-1 login: root\r\nPassword: '))
    socket.send(new TextEncoder().encode(`${MOCK_PASSWORD}\r`))
    await until(() => output().endsWith('root@web-1:~# '))
    socket.send('hostname\r')
    await until(() => output().endsWith('root@web-1:~# hostname\r\nweb-1\r\nroot@web-1:~# '))
    expect(output()).not.toContain(MOCK_PASSWORD)
    socket.close()
  })

  test('a stopped instance gets a closed connection and the reason', async () => {
    const { closed } = connect('web-3')
    const event = await closed
    expect(event.code).toBe(4400)
    expect(event.reason).toMatch(/instance "web-3" is stopped/)
  })

  test('an unknown instance closes with the 404 message', async () => {
    const { closed } = connect('nope')
    const event = await closed
    expect(event.code).toBe(4404)
    expect(event.reason).toBe('not found: instance with name "nope"')
  })

  test('the console hangs up when the instance stops', async () => {
    setTimeScale(0.01)
    const { closed } = connect('web-2')
    await api.methods.instanceStop({ path: { instance: 'web-2' }, query: web })
    const event = await closed
    expect(event.reason).toMatch(/instance "web-2" is (stopping|stopped)/)
  })
})
