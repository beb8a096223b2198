export type Theme = 'light' | 'dark'
/** What the user chose in the user menu: a theme, or to follow the system's light or dark setting. */
export type ThemeChoice = Theme | 'system'
const KEY = 'oxide.console.theme'

/** The user's explicit choice, if any; otherwise the system preference decides through CSS. */
export function storedTheme(): Theme | null {
  try {
    const v = localStorage.getItem(KEY)
    return v === 'light' || v === 'dark' ? v : null
  } catch {
    return null
  }
}

export const themeChoice = (): ThemeChoice => storedTheme() ?? 'system'

export function applyTheme(theme: Theme | null) {
  if (theme) document.documentElement.dataset.theme = theme
  else delete document.documentElement.dataset.theme
}

/** Applies and keeps a choice; following the system forgets any theme chosen before. */
export function chooseTheme(choice: ThemeChoice) {
  const theme = choice === 'system' ? null : choice
  try {
    if (theme) localStorage.setItem(KEY, theme)
    else localStorage.removeItem(KEY)
  } catch {
    // not kept, still applied for this page
  }
  applyTheme(theme)
}
