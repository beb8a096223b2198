import { useId } from 'react'
import { callList } from '~/api'
import { Dialog } from '~/ui/Dialog'
import s from './RequestsDialog.module.css'
import RequestView from './RequestView'
import { closeRequests, type RequestsOf } from './requests-dialog'

/** The requests of a menu's actions, one section each. */
export default function RequestsDialog({ requests }: { requests: RequestsOf }) {
  const id = useId()
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && closeRequests()}
      title={`Requests for ${requests.title}`}
      width="medium"
    >
      <div className={s.actions}>
        {requests.actions.map((action, i) => (
          <section key={action.label} aria-labelledby={`${id}-${i}`} className={s.action}>
            <h3 id={`${id}-${i}`} className={s.heading}>
              {action.label}
            </h3>
            {action.disabledReason && <p className={s.reason}>Not available now: {action.disabledReason}</p>}
            <RequestView calls={callList(action.build())} />
          </section>
        ))}
      </div>
    </Dialog>
  )
}
