/** The create form of the list at `pathname`: `/projects` creates at `/projects-new`. */
export const createFormPath = (pathname: string) => `${pathname.replace(/\/+$/, '')}-new`

/**
 * The link the list page in `root` shows to its create form (`New project`, with the list's place in its URL), if
 * it shows one: a button the user's role disables is no link.
 */
export function createLinkOn(root: ParentNode, pathname: string): HTMLAnchorElement | null {
  const form = CSS.escape(createFormPath(pathname))
  return root.querySelector(`main a[href="${form}"], main a[href^="${form}?"]`)
}
