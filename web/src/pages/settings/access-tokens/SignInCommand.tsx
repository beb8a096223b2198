import { CopyButton } from '~/ui/CopyButton'
import s from './SignInCommand.module.css'

/** The CLI command that signs in to this console's API, which is served from the same origin. */
export function SignInCommand() {
  const command = `oxide auth login --host ${window.location.origin}`
  return (
    <span className={s.command}>
      <code className="mono">{command}</code>
      <CopyButton value={command} label="Copy sign-in command" />
    </span>
  )
}
