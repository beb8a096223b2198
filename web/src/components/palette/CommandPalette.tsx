import { useState } from 'react'
import { Autocomplete } from 'react-aria-components/Autocomplete'
import {
  Collection,
  Header,
  type Key,
  ListBox,
  ListBoxItem,
  ListBoxSection,
} from 'react-aria-components/ListBox'
import { Input, SearchField } from 'react-aria-components/SearchField'
import { useLocation, useNavigate } from 'react-router'
import d from '~/ui/Dialog.module.css'
import { DialogSection } from '~/ui/DialogSection'
import f from '~/ui/Field.module.css'
import l from '~/ui/ListBox.module.css'
import { ModalOverlay } from '~/ui/ModalOverlay'
import s from './CommandPalette.module.css'
import { createLinkOn } from './create-link'
import type { NavArea } from './nav-areas'
import { pageEntries, paletteSections } from './palette-entries'
import { emptyText, paletteStatus } from './palette-status'
import { projectsOf, recentResources } from './recents'
import { useResourceSearch } from './use-resource-search'
import { readVisits } from './visits'

/** What the signed-in shell tells the palette as it opens: the areas of the navigation the user may open. */
export type PaletteContext = { areas: NavArea[]; onClose: () => void }

/** The create action the list page behind the palette offers, as its link does. */
function actionOf(pathname: string) {
  const link = createLinkOn(document, pathname)
  return link && { label: link.textContent?.trim() ?? '', to: link.getAttribute('href') ?? '' }
}

/**
 * The command palette: type to go to a page, run this page's create action, or find a resource by name, ID or
 * address across the user's projects; the arrow keys move through the options (the text keeps the focus), Enter
 * opens one, Escape clears the text and then closes. How many options there are and how far the search has come
 * is said in a live region.
 */
export function CommandPalette({ areas, onClose }: PaletteContext) {
  const [text, setText] = useState('')
  const navigate = useNavigate()
  const { pathname, state } = useLocation()
  // as they were when the palette opened; the projects of the resources visited last are searched first
  const [{ pages, recents, action, firstProjects }] = useState(() => {
    const recents = recentResources(readVisits())
    const action = actionOf(pathname)
    return { pages: pageEntries(areas), recents, action, firstProjects: projectsOf(recents) }
  })
  const search = useResourceSearch(text, firstProjects)
  const sections = paletteSections(text, { recents, action, pages, hits: search.hits })
  const entries = sections.flatMap((section) => section.entries)

  const open = (id: Key) => {
    const entry = entries.find((e) => e.id === id)
    if (!entry) return
    onClose()
    // a create form opens over the list, which keeps its page and sort as its own link does
    navigate(entry.to, entry.keepsListPlace ? { state, preventScrollReset: true } : undefined)
  }

  return (
    <ModalOverlay
      onClose={onClose}
      isDismissable
      overlayClassName={d.overlay}
      modalClassName={`${d.modal} ${s.palette}`}
      kind="free"
    >
      <DialogSection role="dialog" className={d.dialog}>
        {(titleProps) => (
          <>
            <h2 {...titleProps} className="visually-hidden">
              Search
            </h2>
            <Autocomplete inputValue={text} onInputChange={setText}>
              <SearchField aria-label="Search pages, actions and resources" autoFocus className={s.field}>
                <Input
                  className={f.input}
                  placeholder="Go to a page, or find a resource by name, ID or IP address"
                />
              </SearchField>
              <ListBox
                aria-label="Results"
                items={sections}
                onAction={open}
                className={`${l.listbox} ${s.results}`}
                renderEmptyState={() => <p className={l.empty}>{emptyText(text, search)}</p>}
              >
                {(section) => (
                  <ListBoxSection id={section.id}>
                    <Header className={s.heading}>{section.title}</Header>
                    <Collection items={section.entries}>
                      {(entry) => (
                        // named by all it shows, the kind and project too, as a voice command would say it (the
                        // space, which the column's layout does not show, keeps the two apart in the name)
                        <ListBoxItem id={entry.id} textValue={entry.label} className={l.option}>
                          <span>{entry.label}</span>{' '}
                          <span className={l.optionDescription}>{entry.detail}</span>
                        </ListBoxItem>
                      )}
                    </Collection>
                  </ListBoxSection>
                )}
              </ListBox>
            </Autocomplete>
            <p role="status" className={s.status}>
              {paletteStatus(text, entries.length, search)}
            </p>
          </>
        )}
      </DialogSection>
    </ModalOverlay>
  )
}
