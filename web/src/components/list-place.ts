import { useLocation, useNavigate } from 'react-router'

/**
 * Where a list is: its page, page size and sort (the URL's query) and the pages before it (the history its
 * Previous button goes back through, kept in the location's state). A form opened over the list carries it in its
 * own URL and state, and gives it back when it closes, so the list is as the user left it: same page, same
 * sort, same scroll (the navigations keep the scroll where it is).
 */
type ListState = { pageStack?: string[] } | null

function usePlace() {
  const location = useLocation()
  const pageStack = (location.state as ListState)?.pageStack
  return { search: location.search, state: pageStack ? { pageStack } : undefined }
}

/** A link's props to open `to` over the list on screen: `<Link {...useOverListLink(to)}>`. */
export function useOverListLink(to: string) {
  const { search, state } = usePlace()
  return { to: `${to}${search}`, state, preventScrollReset: true }
}

/** Opens a form over the list on screen, from an action (a row menu's Edit). */
export function useOpenOverList() {
  const navigate = useNavigate()
  const { search, state } = usePlace()
  return (to: string) => navigate(`${to}${search}`, { state, preventScrollReset: true })
}

/** Closes a form opened over the list at `listPath`: back to the list as it was. */
export function useBackToList(listPath: string) {
  const navigate = useNavigate()
  const { search, state } = usePlace()
  return () => navigate(`${listPath}${search}`, { state, preventScrollReset: true })
}
