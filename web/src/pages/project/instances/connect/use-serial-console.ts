import { useCallback, useEffect, useRef, useState } from 'react'
import { loadApiClient } from '~/api/client'

export type ConsoleStatus =
  | { state: 'connecting' }
  | { state: 'connected' }
  /** `dropped` when a connection closed or could not open, rather than none being wanted (`enabled` false). */
  | { state: 'closed'; reason: string; dropped: boolean }

type Options = {
  project: string
  instance: string
  /** Connect only while the instance is in a state that has a console and the terminal is ready for bytes. */
  enabled: boolean
  /** Why there is no connection while `enabled` is false. */
  disabledReason: string
  onBytes: (bytes: Uint8Array) => void
}

/** Enough of the serial buffer to see the boot and the last screens of output. */
const REPLAY_BYTES = 256 * 1024

/**
 * With `binaryType = 'arraybuffer'` a browser hands binary frames over as ArrayBuffers; accept typed-array views
 * too, which some WebSocket stand-ins (the preview's mock among them) deliver instead.
 */
function binaryFrame(data: unknown): Uint8Array | null {
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  return null
}

function closeReason(event: CloseEvent): string {
  if (event.reason) return event.reason.charAt(0).toUpperCase() + event.reason.slice(1)
  return event.code === 1000 ? 'The connection was closed' : `The connection was lost (code ${event.code})`
}

/**
 * The serial console websocket: connects when enabled, reports its state only from socket events (never
 * "connected" before the socket has opened), and reconnects on demand.
 */
export function useSerialConsole({ project, instance, enabled, disabledReason, onBytes }: Options) {
  const [status, setStatus] = useState<ConsoleStatus>({ state: 'connecting' })
  const [attempt, setAttempt] = useState(0)
  const socketRef = useRef<WebSocket | null>(null)
  const onBytesRef = useRef(onBytes)
  onBytesRef.current = onBytes

  // `attempt` is not read inside: changing it is how a reconnect asks for a fresh socket
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!enabled) {
      setStatus({ state: 'closed', reason: disabledReason, dropped: false })
      return
    }
    setStatus({ state: 'connecting' })
    let current = true
    let socket: WebSocket | undefined
    // the client is here already: the signed-in area loads it before any of its pages
    loadApiClient().then(
      (api) => {
        if (!current) return
        const opened = api.ws.instanceSerialConsoleStream({
          host: window.location.host,
          // secure by default, so a console served over https never sends keystrokes in the clear; only a page
          // served over plain http (local preview) uses ws:
          secure: window.location.protocol !== 'http:',
          path: { instance },
          query: { project, mostRecent: REPLAY_BYTES },
        })
        socket = opened
        opened.binaryType = 'arraybuffer'
        socketRef.current = opened
        opened.addEventListener('open', () => current && setStatus({ state: 'connected' }))
        opened.addEventListener('message', (event) => {
          // binary frames are console output; text frames are control messages the console does not act on
          const bytes = binaryFrame(event.data)
          if (current && bytes) onBytesRef.current(bytes)
        })
        opened.addEventListener('close', (event) => {
          if (current) setStatus({ state: 'closed', reason: closeReason(event), dropped: true })
        })
      },
      () =>
        current &&
        setStatus({ state: 'closed', reason: 'The connection could not be opened', dropped: true }),
    )
    return () => {
      current = false
      socketRef.current = null
      socket?.close(1000)
    }
  }, [enabled, disabledReason, project, instance, attempt])

  const send = useCallback((bytes: Uint8Array<ArrayBuffer>) => {
    const socket = socketRef.current
    if (socket?.readyState === WebSocket.OPEN) socket.send(bytes)
  }, [])

  const reconnect = useCallback(() => setAttempt((n) => n + 1), [])

  return { status, send, reconnect }
}
