import { useState } from 'react'
import { lazyComponent } from '~/components/lazy-component'
import { PlainButton } from '~/ui/PlainButton'

// the dialog, and React Aria's overlay code behind it, load when it is first opened
const TestEventDialog = lazyComponent(() => import('./TestEventDialog'), 'TestEventDialog')

export function TestEventButton({ receiver }: { receiver: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <PlainButton variant="secondary" onClick={() => setOpen(true)}>
        Send a test event
      </PlainButton>
      {open && <TestEventDialog receiver={receiver} onClose={() => setOpen(false)} />}
    </>
  )
}
