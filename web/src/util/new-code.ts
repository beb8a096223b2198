/**
 * When the console is updated, a page left open still runs the old version, whose code files the server no longer
 * has: the next navigation to code the page has not loaded yet fails. A full load of the same URL gets the new
 * version. It happens once a minute at most, and never offline (where it would only fail again), so a file that
 * stays missing shows the error screen instead of reloading in a loop.
 */

const RELOADED_AT = 'console-reloaded-for-new-code'
const RELOAD_AT_MOST_EVERY_MS = 60_000

/** A file of the app's own code (a stylesheet) that did not arrive. */
export class CodeLoadError extends Error {
  name = 'CodeLoadError'
}

/**
 * Whether an error is the browser failing to load a part of the app's code: a module (Chromium, Firefox and
 * Safari each word it their own way) or a stylesheet.
 */
export const isCodeLoadError = (error: unknown) =>
  error instanceof CodeLoadError ||
  (error instanceof TypeError &&
    /dynamically imported module|importing a module script failed/i.test(error.message))

/** Reloads the page for the current version of the code, unless offline or done within the last minute. */
export function reloadForNewCode(now = Date.now()): boolean {
  if (!navigator.onLine) return false
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT))
    if (last && now - last < RELOAD_AT_MOST_EVERY_MS) return false
    sessionStorage.setItem(RELOADED_AT, String(now))
  } catch {
    return false // no storage, no way to tell a first try from a loop
  }
  window.location.reload()
  return true
}
