import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import { Api } from '~/api/__generated__/Api'
import { describeCall } from '~/api/describe-call'
import type { PreparedCall } from '~/api/prepared-call'
import { CopyButton } from '~/ui/CopyButton'
import s from './RequestView.module.css'
import { requestForms } from './request-text'

const API_VERSION = new Api().apiVersion

const FORMS = [
  { id: 'raw', label: 'Request' },
  { id: 'curl', label: 'curl' },
  { id: 'oxide', label: 'oxide api' },
] as const

function CallView({ call, step }: { call: PreparedCall; step: string | null }) {
  const request = describeCall(call.method, call.params)
  const forms = requestForms(request, {
    origin: window.location.origin,
    apiVersion: API_VERSION,
    conceal: call.conceal,
    rawBody: call.rawBody,
  })
  return (
    <section className={s.call} aria-label={`${request.method} ${request.url}`}>
      {step && <p className={s.step}>{step}</p>}
      <p className={s.line}>
        <code data-testid="request-line">
          {request.method} {request.url}
        </code>
      </p>
      <Tabs className={s.call}>
        <TabList aria-label="Copy the request as" className={s.tabList}>
          {FORMS.map((f) => (
            <Tab key={f.id} id={f.id} className={s.tab}>
              {f.label}
            </Tab>
          ))}
        </TabList>
        {FORMS.map((f) => (
          <TabPanel key={f.id} id={f.id} className={s.panel}>
            <pre className={s.code}>
              <code data-testid={`request-${f.id}`}>{forms[f.id]}</code>
            </pre>
            <CopyButton value={forms[f.id]} label={`Copy as ${f.label}`} className={s.copy} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  )
}

/**
 * The requests a form or an action will send, each as its method and path and in three forms to copy: the raw
 * request, curl and the Oxide CLI. Loaded with the first "Show request".
 */
export default function RequestView({ calls }: { calls: readonly PreparedCall[] }) {
  return (
    <div className={s.view}>
      {calls.map((call, i) => (
        <CallView
          // biome-ignore lint/suspicious/noArrayIndexKey: the calls are a fixed sequence, in the order sent
          key={i}
          call={call}
          step={calls.length > 1 ? `Request ${i + 1} of ${calls.length}` : null}
        />
      ))}
      {calls.some((c) => c.conceal?.length) && (
        <p className={s.note}>Secrets are shown as &lt;hidden&gt;: put your own in their place.</p>
      )}
    </div>
  )
}
