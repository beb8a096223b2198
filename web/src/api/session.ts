/**
 * What the API layer needs to know about the browser session: where to send a user whose session has ended,
 * and which silo they belong to. The router registers its navigate function at start-up so the redirect stays a
 * client-side navigation (a full reload would also restart the preview's in-browser mock API).
 */
import { pb } from '~/util/paths'

const SILO_KEY = 'oxide.console.silo'

type Navigate = (to: string, opts?: { replace?: boolean }) => void

let navigate: Navigate = (to) => window.location.assign(to)
let fallbackSilo: string | null = null
// Where the user is going: during a navigation that is the target, not the page they are leaving.
let destination = () => window.location.pathname + window.location.search

export function setSessionNavigator(fn: Navigate, whereTo?: () => string) {
  navigate = fn
  if (whereTo) destination = whereTo
}

/** The silo to sign in to when we have never seen one (e.g. the preview's default silo). */
export function setFallbackSilo(name: string | null) {
  fallbackSilo = name
}

export function rememberSilo(name: string) {
  try {
    localStorage.setItem(SILO_KEY, name)
  } catch {
    // storage can be unavailable (private mode, quota); the fallback silo still works
  }
}

export function knownSilo(): string | null {
  try {
    return localStorage.getItem(SILO_KEY) ?? fallbackSilo
  } catch {
    return fallbackSilo
  }
}

// Also while on the way there: the calls a page starts together can all answer 401, and the second must not send
// the user to the login page with the login page as the place to come back to.
const onLoginPage = () =>
  window.location.pathname.startsWith('/login/') || destination().startsWith('/login/')

/** Screens holding unsaved input, newest last; each asks the user to sign in again in its own way. */
const keepers: (() => void)[] = []

/**
 * While a screen holds input that leaving would lose, a lost session must not take the user away: the screen
 * stays and `onSessionLost` offers to sign in again in place. Returns the function that ends this.
 */
export function keepScreenOnSessionLoss(onSessionLost: () => void): () => void {
  keepers.push(onSessionLost)
  return () => {
    const at = keepers.indexOf(onSessionLost)
    if (at !== -1) keepers.splice(at, 1)
  }
}

/**
 * A 401 anywhere but the login form: go to the login page, remembering where the user was; or, while unsaved
 * input is on screen, leave it there and let the screen that holds it (the newest) ask the user to sign in.
 */
export function handleUnauthorized() {
  if (onLoginPage()) return
  const keeper = keepers.at(-1)
  if (keeper) return keeper()
  const here = destination()
  const silo = knownSilo()
  // Without a known silo, the API host's own /login picks the silo from the request's DNS name.
  if (!silo) return window.location.assign(pb.login({ redirectUri: here }))
  navigate(pb.loginLocal({ silo, redirectUri: here }), { replace: true })
}
