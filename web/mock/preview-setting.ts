/**
 * The preview's settings (`mock-delay`, `mock-faults`, `mock-speed`): each is `?name=` in the URL the page
 * loaded with, or else `localStorage[name]`, so a tester can set one for a load or keep it across loads.
 */

// the page's query string is captured at load, so client-side navigation does not drop it
const loadedWith = typeof location === 'undefined' ? null : new URL(location.href).searchParams

/** The setting `name` from the URL the page loaded with; null when it gives none (or outside a browser). */
export const settingFromUrl = (name: string): string | null => loadedWith?.get(name) ?? null

/** The setting `name`: from the URL the page loaded with, else from storage (read now); null when neither has it. */
export function previewSetting(name: string): string | null {
  const fromUrl = settingFromUrl(name)
  if (fromUrl !== null) return fromUrl
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(name)
  } catch {
    // storage can be disabled; then there is nothing to read
    return null
  }
}
