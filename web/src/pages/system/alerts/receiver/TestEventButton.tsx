import { useState } from 'react'
import { lazyComponent } from '~/components/lazy-component'
import { PlainButton } from '~/ui/PlainButton'

// the dialog, and React Aria's overlay code behind it, load when it is first opened
const TestEventDialog = lazyComponent(() => import('./TestEventDialog'), 'TestEventDialog')

type Props = {
  receiver: string
  /** Why the user may not send one: a test event is a delivery, which the user's role must allow. */
  disabledReason?: string
}

export function TestEventButton({ receiver, disabledReason }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <PlainButton variant="secondary" onClick={() => setOpen(true)} disabledReason={disabledReason}>
        Send a test event
      </PlainButton>
      {open && <TestEventDialog receiver={receiver} onClose={() => setOpen(false)} />}
    </>
  )
}
