import { createLinkOn } from './create-link'
import type { PaletteDialog } from './palette-state'
import { dialogIsOpen, SECOND_KEY_MS, shortcutOf } from './shortcut-keys'
import { projectOfPage } from './visits'

export { rememberVisit } from './visits'

/** What the shortcuts do, as the signed-in shell does it, and the page they are pressed on. */
export type ShortcutActions = {
  here: () => string
  open: (dialog: PaletteDialog) => void
  toProjects: () => void
  toInstances: (project: string) => void
}

/**
 * Listens on the whole document for the shortcuts: Ctrl+K, `/` and `?` open their dialogs, `g p` and `g i` go to
 * the projects and to the instances of the project on screen, `n` opens the create form of the list on screen as
 * its own link does (over the list, which keeps its page and sort). Returns how to stop.
 */
export function listenForShortcuts({ here, open, toProjects, toInstances }: ShortcutActions): () => void {
  let gAt = 0
  const onKeyDown = (event: KeyboardEvent) => {
    const shortcut = shortcutOf(event, Date.now() - gAt < SECOND_KEY_MS, dialogIsOpen(document))
    gAt = shortcut === 'go' ? Date.now() : 0
    const project = projectOfPage(here())
    const create = shortcut === 'new' ? createLinkOn(document, here()) : null
    let go: (() => void) | null = null
    if (shortcut === 'palette' || shortcut === 'shortcuts') go = () => open(shortcut)
    else if (shortcut === 'projects') go = toProjects
    else if (shortcut === 'instances' && project) go = () => toInstances(project)
    else if (create) go = () => create.click()
    if (!go) return
    // `/` would also start the browser's quick find, Ctrl+K focus its search bar
    event.preventDefault()
    go()
  }
  document.addEventListener('keydown', onKeyDown)
  return () => document.removeEventListener('keydown', onKeyDown)
}
