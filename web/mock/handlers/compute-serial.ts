import { HttpResponse, type WebSocketHandler, ws } from 'msw'
import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '~mock/db'
import { badRequest, respondWith } from '~mock/errors'
import { requireUser } from '~mock/session'
import { after, alive, cancel } from '~mock/toolkit/timers'
import { lookupInstance } from './compute-common'
import { ALLOWED, requireState } from './compute-instance-state'
import { serialGuest } from './compute-serial-guest'
import { bootLog } from './compute-serial-log'
import { COMPUTE_TIMINGS } from './compute-timers'

const encoder = new TextEncoder()

const consoleOpen = (instance: Json<Api.Instance>) =>
  (ALLOWED['open the serial console of'] as readonly string[]).includes(instance.run_state)

/** Where a console read starts: `from_start` counts from the first byte, `most_recent` back from the last. */
function consoleStart(
  length: number,
  fromStart: number | null | undefined,
  mostRecent: number | null | undefined,
) {
  if (fromStart != null && mostRecent == null) return Math.min(fromStart, length)
  if (mostRecent != null && fromStart == null) return Math.max(0, length - mostRecent)
  throw badRequest('exactly one of from_start and most_recent must be given')
}

export const serialConsoleHandlers = {
  instanceSerialConsole({ path, query, ...ctx }) {
    const instance = lookupInstance(requireUser(ctx), path.instance, query.project)
    requireState(instance, 'open the serial console of')
    const { fromStart, mostRecent, maxBytes } = query
    const buffer = encoder.encode(bootLog(instance))
    const start = consoleStart(buffer.length, fromStart, mostRecent)
    const end = maxBytes != null ? Math.min(buffer.length, start + maxBytes) : buffer.length
    const data = Array.from(buffer.subarray(start, end))
    return { data, last_byte_offset: start + data.length }
  },

  /**
   * Real clients never get here: msw hands `new WebSocket()` to the link below. A plain GET gets what Nexus
   * answers without an upgrade, a 400. A fetch that carries the handshake headers cannot be switched to a
   * socket (a Response cannot be a 101), so it gets the bytes the stream would send first, with a 200.
   */
  instanceSerialConsoleStream({ path, query, req, ...ctx }) {
    const instance = lookupInstance(requireUser({ req, ...ctx }), path.instance, query.project)
    requireState(instance, 'open the serial console of')
    const headers = req.headers
    const handshake =
      headers.get('upgrade')?.toLowerCase() === 'websocket' &&
      headers.get('sec-websocket-version') === '13' &&
      !!headers.get('sec-websocket-key')
    if (!handshake) throw badRequest('expected a WebSocket upgrade request')
    const buffer = encoder.encode(bootLog(instance))
    const from = query.mostRecent != null ? Math.max(0, buffer.length - query.mostRecent) : 0
    respondWith(
      new HttpResponse(buffer.subarray(from), { headers: { 'content-type': 'application/octet-stream' } }),
    )
  },
} satisfies Partial<MSWHandlers>

/** Close codes in the range applications may use: 4000 + the HTTP status Nexus would have answered with. */
const CLOSE = { unauthorized: 4401, badRequest: 4400, notFound: 4404, forbidden: 4403 } as const

const STREAM_PATH = /\/v1\/instances\/([^/?]+)\/serial-console\/stream/

/** The serial console stream: the boot log in binary frames, a piece at a time, then a guest that answers keystrokes. */
const serialConsoleLink = ws.link(STREAM_PATH)

const serialConsoleStream = serialConsoleLink.addEventListener('connection', ({ client }) => {
  const match = STREAM_PATH.exec(client.url.pathname)
  const selector = decodeURIComponent(match?.[1] ?? '')
  const params = client.url.searchParams

  // a WebSocket carries no mock-user cookie here, so the signed-in session decides
  const userId = db.session.userId
  const user = db.users.find((u) => u.id === userId)
  if (!user) return client.close(CLOSE.unauthorized, 'credentials missing or invalid')

  let instance: Json<Api.Instance>
  try {
    instance = lookupInstance(user, selector, params.get('project'))
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    const code =
      thrown.status === 404 ? CLOSE.notFound : thrown.status === 403 ? CLOSE.forbidden : CLOSE.badRequest
    void thrown.json().then((body: { message: string }) => client.close(code, body.message))
    return
  }
  if (!consoleOpen(instance)) {
    return client.close(
      CLOSE.badRequest,
      `instance "${instance.name}" is ${instance.run_state}; its serial console is available when it is running`,
    )
  }

  const buffer = encoder.encode(bootLog(instance))
  const mostRecent = Number(params.get('most_recent') ?? buffer.length)
  const lines = new TextDecoder()
    .decode(buffer.subarray(Math.max(0, buffer.length - mostRecent)))
    .split(/(?<=\r\n)/)
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let open = true

  const schedule = (ms: number, fn: () => void) => {
    const timer = after(ms, () => {
      timers.delete(timer)
      if (open) fn()
    })
    timers.add(timer)
  }

  // a few lines per frame, so the log scrolls in over a second or two
  const LINES_PER_FRAME = 4
  for (let i = 0; i < lines.length; i += LINES_PER_FRAME) {
    const piece = lines.slice(i, i + LINES_PER_FRAME).join('')
    schedule((i / LINES_PER_FRAME) * COMPUTE_TIMINGS.consoleChunk, () => client.send(encoder.encode(piece)))
  }

  // hang up when the instance stops or goes away, as the real console does
  const watch = () =>
    schedule(1000, () => {
      if (!alive(db.instances, instance) || !consoleOpen(instance)) {
        open = false
        client.close(1000, `instance "${instance.name}" is ${instance.run_state}`)
      } else watch()
    })
  watch()

  // keystrokes go to the guest, which answers like a tty in cooked mode (echo, CR LF, a login and a shell)
  const guest = serialGuest(instance, (text) => open && client.send(encoder.encode(text)))
  const keys = new TextDecoder()
  client.addEventListener('message', (event) => {
    const { data } = event
    if (typeof data === 'string') guest.input(data)
    else if (data instanceof ArrayBuffer) guest.input(keys.decode(data, { stream: true }))
    else if (ArrayBuffer.isView(data))
      guest.input(
        keys.decode(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), { stream: true }),
      )
    else if (data instanceof Blob)
      void data.arrayBuffer().then((bytes) => open && guest.input(keys.decode(bytes, { stream: true })))
  })
  client.addEventListener('close', () => {
    open = false
    for (const timer of timers) cancel(timer)
    timers.clear()
  })
})

export const serialConsoleWsHandlers: WebSocketHandler[] = [serialConsoleStream]
