import { routes } from '~/routes'
import { renderInMemoryRouter } from './render-routes'

/** The whole console at `path`, as the browser shows it: its root layout brings the toasts and confirms. */
export function renderConsole(path: string) {
  return renderInMemoryRouter(routes, path, { hosts: false })
}
