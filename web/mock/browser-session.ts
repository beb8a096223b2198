import { db } from './db'
import { onSessionChange, signIn, signOut } from './session'

/** Where the preview keeps who is signed in: per tab, gone when the tab closes, like a session cookie. */
const SESSION_KEY = 'oxide.mock.session'
const SIGNED_OUT = 'signed-out'

function read(): string | null {
  try {
    return sessionStorage.getItem(SESSION_KEY)
  } catch {
    return null
  }
}

function write(value: string): void {
  try {
    sessionStorage.setItem(SESSION_KEY, value)
  } catch {
    // without storage the preview forgets the session on reload, as it always did
  }
}

/**
 * A reload restarts the in-browser mock from its seed, but a real API keeps the session where it was: someone
 * who signed out stays signed out (and is sent to the login page), and someone who signed in stays that user.
 * A user the seed does not have (made before the reload) has no session any more. Returns the function that
 * stops keeping it.
 */
export function keepSessionAcrossReloads(): () => void {
  const saved = read()
  if (saved === SIGNED_OUT) signOut()
  else if (saved) {
    const user = db.users.find((u) => u.id === saved)
    if (user) signIn(user)
    else signOut()
  }
  return onSessionChange((userId) => write(userId ?? SIGNED_OUT))
}
