import { useState } from 'react'
import { useApiMutation } from '~/api'
import type { AlertProbeResult } from '~/api/__generated__/Api'
import { ShowRequest } from '~/components/show-request/ShowRequest'
import s from '~/pages/system/alerts/alerts.module.css'
import { describeAttempt, STATE_LOOK } from '~/pages/system/alerts/delivery-summary'
import { invalidateDeliveries } from '~/pages/system/alerts/queries'
import { Badge } from '~/ui/Badge'
import { Checkbox } from '~/ui/Checkbox'
import { Dialog } from '~/ui/Dialog'
import { PlainButton } from '~/ui/PlainButton'
import { formatDateTime } from '~/util/format'

/** What came of a test event: delivered or not, and what the endpoint answered. */
function Outcome({ result }: { result: AlertProbeResult }) {
  const { probe, resendsStarted } = result
  const look = STATE_LOOK[probe.state]
  const attempt = probe.attempts.webhook.at(-1)
  return (
    <div role="status" className={s.group}>
      <p className={s.summary}>
        Test event <Badge color={look.color}>{look.label}</Badge>
      </p>
      {attempt && (
        <p className={s.note}>
          {describeAttempt(attempt)}, at {formatDateTime(attempt.timeSent, { seconds: true })}.
        </p>
      )}
      {resendsStarted != null && (
        <p className={s.note}>
          {resendsStarted === 0
            ? 'No failed alert needed resending.'
            : `${resendsStarted} failed ${resendsStarted === 1 ? 'alert is' : 'alerts are'} being sent again.`}
        </p>
      )}
    </div>
  )
}

/**
 * Sends the receiver a test event (a probe) and shows what the endpoint answered; on success it can also send
 * again every alert whose delivery failed.
 */
export function TestEventDialog({ receiver, onClose }: { receiver: string; onClose: () => void }) {
  const [resend, setResend] = useState(false)
  const [result, setResult] = useState<AlertProbeResult | null>(null)
  const probe = useApiMutation('alertReceiverProbe', {
    onSuccess: (data) => {
      setResult(data)
      invalidateDeliveries()
    },
  })
  const request = () => probe.prepare({ path: { receiver }, query: { resend } })
  const send = () => request().fire()
  return (
    <Dialog
      isOpen
      title="Send a test event"
      width="medium"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <PlainButton variant="secondary" onClick={onClose}>
            {result ? 'Done' : 'Cancel'}
          </PlainButton>
          <PlainButton onClick={send} loading={probe.isPending} autoFocus>
            {result ? 'Send another' : 'Send test event'}
          </PlainButton>
        </>
      }
    >
      <div className={s.group}>
        <p className={s.note}>
          The rack sends {receiver} a signed test event of class <span className="mono">probe</span> now and
          waits for its answer. It is listed with the receiver&rsquo;s deliveries.
        </p>
        <Checkbox isSelected={resend} onChange={setResend}>
          If it is delivered, send again every alert whose delivery failed
        </Checkbox>
        <ShowRequest build={request} />
        {probe.error && (
          <p role="alert" className={s.warning}>
            Could not send the test event: {probe.error.message}
          </p>
        )}
        {result && <Outcome result={result} />}
      </div>
    </Dialog>
  )
}
