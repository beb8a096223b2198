import { pb } from './paths'

/**
 * Returns `target` only when it is a same-origin relative path ("/projects?page=2"); anything that could leave
 * the console (a scheme, "//host", a backslash trick, control characters) falls back. Open redirects after
 * login are a security bug, so this is the only way a redirect_uri is followed.
 */
export function safeRedirect(target: string | null | undefined, fallback = pb.projects()): string {
  if (!target) return fallback
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (!target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f]/.test(target)) return fallback
  try {
    const base = 'http://console.invalid'
    const url = new URL(target, base)
    if (url.origin !== base) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
