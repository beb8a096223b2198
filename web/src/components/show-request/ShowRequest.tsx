import { lazy, Suspense, useId, useState } from 'react'
import { callList, type PreparedCalls } from '~/api/prepared-call'
import { PlainButton } from '~/ui/PlainButton'
import s from './ShowRequest.module.css'

// The describer and the formats load with the first look at a request, not with every form.
const RequestView = lazy(() => import('./RequestView'))

/** The calls, or why there are none yet (a value the form cannot build a request from). */
function callsOf(build: () => PreparedCalls): ReturnType<typeof callList> | string {
  try {
    return callList(build())
  } catch (e) {
    return e instanceof Error ? e.message : String(e)
  }
}

/**
 * "Show request": a disclosure with the request a form or an action will send, built again on every render, so
 * it follows what the user types.
 */
export function ShowRequest({ build }: { build: () => PreparedCalls }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const calls = open ? callsOf(build) : null
  return (
    <div className={s.showRequest}>
      <PlainButton
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide request' : 'Show request'}
      </PlainButton>
      <section id={panelId} aria-label="Request" hidden={!open} className={s.panel}>
        {calls === null ? null : typeof calls === 'string' ? (
          <p className={s.incomplete}>The request shows once the form can build it: {calls}</p>
        ) : (
          <Suspense fallback={<p className={s.incomplete}>Loading the request…</p>}>
            <RequestView calls={calls} />
          </Suspense>
        )}
      </section>
    </div>
  )
}
