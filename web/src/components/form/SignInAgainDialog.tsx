import { knownSilo } from '~/api/session'
import { LocalLoginFields, useLocalLogin } from '~/components/local-login'
import { Dialog } from '~/ui/Dialog'
import { PlainButton } from '~/ui/PlainButton'
import { pb } from '~/util/paths'
import s from './form.module.css'

type Props = {
  /** After a successful sign-in: the form is still there, as typed, ready to be sent again. */
  onSignedIn: () => void
  onClose: () => void
}

const FORM_ID = 'sign-in-again'

/**
 * Offered when the session ends while a form holds unsaved input: sign in again right here (local users), or in
 * a new tab (any user, SAML included), and the form stays on screen with everything typed into it. The fields
 * are the sign-in page's own.
 */
export function SignInAgainDialog({ onSignedIn, onClose }: Props) {
  const silo = knownSilo()
  const { submit, isPending, fields } = useLocalLogin(silo, onSignedIn)

  // the session cookie is the browser's, so signing in in another tab lets this one send the form
  const newTab = silo ? pb.loginLocal({ silo }) : pb.login()
  return (
    <Dialog
      isOpen
      title="Sign in again"
      width="narrow"
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <PlainButton variant="secondary" onClick={onClose}>
            Close
          </PlainButton>
          {silo && (
            <PlainButton type="submit" form={FORM_ID} loading={isPending}>
              Sign in
            </PlainButton>
          )}
        </>
      }
    >
      <div className={s.fields}>
        <p>
          Your session has ended. Sign in again to send the form: everything you typed stays as it is. Or{' '}
          <a href={newTab} target="_blank" rel="noopener">
            sign in in a new tab
          </a>
          , then come back and send the form again.
        </p>
        {silo && (
          <form id={FORM_ID} className={s.fields} onSubmit={submit} noValidate aria-label="Sign in again">
            <LocalLoginFields fields={fields} errorClassName={s.formError} />
          </form>
        )}
      </div>
    </Dialog>
  )
}
