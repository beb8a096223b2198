import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { invalidate } from '~/api'
import { instanceCan } from '~/components/instance-state'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { InstanceStateBadge } from '~/components/StateBadges'
import { withShowRequests } from '~/components/show-request/request-items'
import type { TerminalHandle } from '~/components/terminal/Terminal'
import { addToast } from '~/components/toasts'
import { useInstance } from '~/pages/project/instances/InstancePage'
import {
  serialConsoleDisabledReason,
  useInstanceActions,
} from '~/pages/project/instances/use-instance-actions'
import { Badge } from '~/ui/Badge'
import { CopyButton } from '~/ui/CopyButton'
import { ActionMenu } from '~/ui/Menu'
import { PlainButton } from '~/ui/PlainButton'
import { Spinner } from '~/ui/Spinner'
import { formatBytes } from '~/util/format'
import { pb } from '~/util/paths'
import s from './serial-console.module.css'
import { useExpectedChange } from './use-expected-change'
import { type ConsoleStatus, useSerialConsole } from './use-serial-console'

// xterm and its CSS load with this page only
const Terminal = lazy(() => import('~/components/terminal/Terminal'))

export const handle: RouteHandle = { crumb: 'Serial console' }

function StatusBadge({ status }: { status: ConsoleStatus }) {
  if (status.state === 'connecting') {
    return (
      <Badge color="info" spinner>
        connecting
      </Badge>
    )
  }
  if (status.state === 'connected') return <Badge color="success">connected</Badge>
  return <Badge color="neutral">closed</Badge>
}

/** Output that arrives while paused waits here, so the scrollback holds still while the user reads it. */
function usePausableOutput(term: React.RefObject<TerminalHandle | null>) {
  const [paused, setPaused] = useState(false)
  const [waiting, setWaiting] = useState(0)
  const pending = useRef<Uint8Array[]>([])
  const pausedRef = useRef(false)

  const write = useCallback(
    (bytes: Uint8Array) => {
      if (!pausedRef.current) return term.current?.write(bytes)
      pending.current.push(bytes)
      setWaiting((n) => n + bytes.length)
    },
    [term],
  )
  const toggle = () => {
    pausedRef.current = !pausedRef.current
    setPaused(pausedRef.current)
    if (!pausedRef.current) {
      for (const chunk of pending.current) term.current?.write(chunk)
      pending.current = []
      setWaiting(0)
      term.current?.focus()
    }
  }
  const clear = useCallback(() => {
    pending.current = []
    setWaiting(0)
  }, [])
  return { paused, waiting, write, toggle, clear }
}

export default function SerialConsolePage() {
  const { expectChange, expecting } = useExpectedChange()
  const { project, instance } = useInstance({ expecting })
  const term = useRef<TerminalHandle | null>(null)
  const [ready, setReady] = useState(false)
  const [size, setSize] = useState<{ cols: number; rows: number } | null>(null)
  const output = usePausableOutput(term)

  const { actionsFor, isStarting } = useInstanceActions(project)
  const startItem = actionsFor(instance).find((a) => a.key === 'start')
  const unavailable = serialConsoleDisabledReason(instance)
  const { status, send, reconnect } = useSerialConsole({
    project,
    instance: instance.name,
    enabled: ready && !unavailable,
    disabledReason: unavailable ?? 'Loading the terminal',
    onBytes: output.write,
  })

  // every connection replays the recent output, so start from a clean screen
  const { clear } = output
  useEffect(() => {
    if (status.state !== 'connecting') return
    term.current?.reset()
    clear()
  }, [status.state, clear])

  // a dropped connection usually means the instance is stopping: read it again until it shows the change and
  // settles (it is read while transitional anyway); once it runs again the console connects by itself
  const runState = useRef(instance.runState)
  runState.current = instance.runState
  const dropped = status.state === 'closed' && status.dropped
  useEffect(() => {
    if (!dropped) return
    expectChange(runState.current)
    invalidate('instanceView')
  }, [dropped, expectChange])

  const start = () => {
    expectChange(instance.runState)
    startItem?.onAction()
  }
  const reconnectNow = () => {
    expectChange(instance.runState)
    invalidate('instanceView')
    reconnect()
  }

  const setTerminal = useCallback((handle: TerminalHandle | null) => {
    term.current = handle
    setReady(handle !== null)
  }, [])

  const copyScrollback = async () => {
    try {
      await navigator.clipboard.writeText(term.current?.text() ?? '')
      addToast({ title: 'Scrollback copied', variant: 'info', timeout: 2000 })
    } catch {
      addToast({ title: 'Could not copy the scrollback', variant: 'error' })
    }
  }

  const reconnectReason =
    unavailable ?? (status.state === 'connecting' ? 'The console is connecting' : undefined)
  const stty = size ? `stty rows ${size.rows} cols ${size.cols}` : null

  return (
    <div className={s.page}>
      <PageHeader
        title={`Serial console: ${instance.name}`}
        actions={
          <LinkButton variant="secondary" to={pb.instance({ project, instance: instance.name })}>
            Back to instance
          </LinkButton>
        }
      />
      <div className={s.toolbar}>
        <div className={s.status} role="status">
          <InstanceStateBadge state={instance.runState} />
          <StatusBadge status={status} />
          {status.state === 'closed' && <span className={s.reason}>{status.reason}</span>}
          {output.paused && (
            <span className={s.reason}>
              Output paused{output.waiting > 0 && `; ${formatBytes(output.waiting)} waiting`}
            </span>
          )}
        </div>
        <div className={s.actions}>
          {startItem && instanceCan.start(instance.runState) && (
            <>
              <PlainButton size="sm" onClick={start} loading={isStarting}>
                Start instance
              </PlainButton>
              {/* the request behind the Start button, as the instance page's menu shows it */}
              <ActionMenu
                label={`More actions for ${instance.name}`}
                items={withShowRequests(`instance ${instance.name}`, [], [startItem])}
              />
            </>
          )}
          {stty && (
            <span className={s.size} title={`Run "${stty}" in the guest so programs use the whole window`}>
              {size?.cols}×{size?.rows}
              <CopyButton value={stty} label="Copy stty command for this terminal size" />
            </span>
          )}
          <PlainButton variant="secondary" size="sm" onClick={output.toggle} aria-pressed={output.paused}>
            {output.paused ? 'Resume output' : 'Pause output'}
          </PlainButton>
          <PlainButton variant="secondary" size="sm" onClick={copyScrollback}>
            Copy scrollback
          </PlainButton>
          <PlainButton variant="secondary" size="sm" disabledReason={reconnectReason} onClick={reconnectNow}>
            Reconnect
          </PlainButton>
        </div>
      </div>
      <Suspense fallback={<Spinner label="Loading terminal" />}>
        <Terminal
          ref={setTerminal}
          label={`Serial console of ${instance.name}`}
          onInput={send}
          onResize={setSize}
        />
      </Suspense>
      <p className={s.hint}>
        Keys go to the instance while the terminal has focus; <kbd>Shift</kbd>+<kbd>Tab</kbd> moves focus back
        to the page.
      </p>
    </div>
  )
}
