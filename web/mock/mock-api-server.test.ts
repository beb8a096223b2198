// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
let child: ChildProcess | null = null

/** Start the script on a free port and resolve with the URL it prints. */
function startServer(env: Record<string, string> = {}): Promise<string> {
  child = spawn(process.execPath, ['scripts/mock-api-server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', MOCK_DELAY: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolveUrl, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = output.match(/http:\/\/127\.0\.0\.1:\d+/)?.[0]
      if (url) resolveUrl(url)
    }
    child?.stdout?.on('data', onData)
    child?.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child?.once('exit', (code) => reject(new Error(`server exited early (${code}):\n${output}`)))
  })
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  child = null
})

test('the standalone server answers /v1/projects on 127.0.0.1 and stops on SIGTERM', async () => {
  const url = await startServer()

  const response = await fetch(`${url}/v1/projects`)
  expect(response.status).toBe(200)
  const body = await response.json()
  expect(body.items.map((p: { name: string }) => p.name)).toEqual([
    'billing',
    'data-pipeline',
    'ml-training',
    'sandbox',
    'web-frontend',
  ])
  expect(body.next_page).toBeNull()

  const exited = new Promise<number | null>((done) => child?.once('exit', (code) => done(code)))
  child?.kill('SIGTERM')
  expect(await exited).toBe(0)
}, 30_000)

test('a network-error fault drops the connection without an answer', async () => {
  const url = await startServer({ MOCK_FAULTS: 'network-error=projectList' })
  await expect(fetch(`${url}/v1/projects`)).rejects.toThrow(TypeError)
  expect((await fetch(`${url}/v1/me`)).status).toBe(200)
}, 30_000)

test('a repository upload reaches the handler as it is sent, and comes back as the repository', async () => {
  const url = await startServer()
  const chunk = new Uint8Array(256 * 1024).fill(7)
  chunk.set([0x50, 0x4b, 0x03, 0x04])
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 8) return controller.close()
      controller.enqueue(chunk)
      sent++
    },
  })
  const response = await fetch(`${url}/v1/system/update/repositories?file_name=oxide-17.1.0.zip`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body,
    duplex: 'half',
  } as RequestInit)
  expect(response.status).toBe(200)
  const whole = new Uint8Array(8 * chunk.length)
  for (let i = 0; i < 8; i++) whole.set(chunk, i * chunk.length)
  const digest = Buffer.from(await crypto.subtle.digest('SHA-256', whole)).toString('hex')
  expect(await response.json()).toMatchObject({
    status: 'inserted',
    repo: { system_version: '17.1.0', file_name: 'oxide-17.1.0.zip', hash: digest },
  })
}, 30_000)
