import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect, onTestFinished } from 'vitest'
import { CONCEALED } from '~/components/show-request/request-text'
import { server } from '~mock/node'

type Seen = { method: string; url: string; body: unknown }

/** A raw request as "Show request" writes it: the request line, headers, a blank line and the body. */
export function parseRaw(raw: string): Seen {
  const [head, body] = raw.split('\n\n')
  const [method, url] = head.split('\n')[0].split(' ')
  return { method, url, body: body === undefined ? undefined : jsonOrText(body) }
}

/** A body as JSON, or as its text when it is not JSON (a file's bytes). */
function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The sent body with the values "Show request" concealed put back as the placeholder, to compare the rest. */
function concealLike(shown: unknown, sent: unknown): unknown {
  if (shown === CONCEALED && typeof sent === 'string') return CONCEALED
  if (Array.isArray(shown) && Array.isArray(sent)) return sent.map((v, i) => concealLike(shown[i], v))
  if (shown && sent && typeof shown === 'object' && typeof sent === 'object') {
    const s = shown as Record<string, unknown>
    return Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, concealLike(s[k], v)]))
  }
  return sent
}

/** Records the writes (every request but a GET) the mock API receives until the test ends. */
export function recordWrites(): Seen[] {
  const sent: Seen[] = []
  const record = async ({ request }: { request: Request }) => {
    if (request.method === 'GET') return
    const url = new URL(request.url)
    const text = await request.clone().text()
    sent.push({
      method: request.method,
      url: url.pathname + url.search,
      body: text ? JSON.parse(text) : undefined,
    })
  }
  server.events.on('request:start', record)
  onTestFinished(() => {
    server.events.removeListener('request:start', record)
  })
  return sent
}

/**
 * Opens "Show request" in `scope` (the form or dialog; the whole page by default), reads the requests it shows,
 * runs `send` (a submit, a confirm) and checks that the mock API received exactly those requests: the same
 * method, path, query and body, in the same order. Returns what was shown.
 */
export async function expectShownRequestsSent(
  user: UserEvent,
  send: () => Promise<unknown>,
  scope: () => HTMLElement = () => document.body,
): Promise<Seen[]> {
  await user.click(within(scope()).getByRole('button', { name: 'Show request' }))
  const shown = (await within(scope()).findAllByTestId('request-raw')).map((e) =>
    parseRaw(e.textContent ?? ''),
  )
  const sent = recordWrites()
  await send()
  await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(shown.length))
  expect(sent.map((s, i) => ({ ...s, body: concealLike(shown[i]?.body, s.body) }))).toEqual(shown)
  return shown
}

/** The request "Show request" shows now, live, for a form still being filled in. */
export async function shownRequest(scope: () => HTMLElement = () => document.body): Promise<Seen> {
  const raw = await within(scope()).findByTestId('request-raw')
  return parseRaw(raw.textContent ?? '')
}

export { screen }

/**
 * Opens "Show request" in `scope` (a form or a confirmation), presses its `button` (the submit, the confirm) and
 * checks that what was shown was sent, as `expectShownRequestsSent` does. Returns what was shown.
 */
export const pressSendsShown = (user: UserEvent, scope: HTMLElement, button: string) =>
  expectShownRequestsSent(
    user,
    () => user.click(within(scope).getByRole('button', { name: button })),
    () => scope,
  )

/** Where a confirmed action is chosen: a row's "Actions for <row>" menu, or the menu whose button `menu` names. */
type MenuAction = ({ row: string } | { menu: string }) & {
  /** The menu item that opens the confirmation; Delete by default. */
  item?: string
  /** The confirmation's title. */
  dialog: string
  /** The confirmation's button that sends; named as `item` by default. */
  button?: string
}

/**
 * Opens the menu, chooses `item`, waits for the confirmation titled `dialog` and presses its `button`, checking
 * that what its "Show request" showed was sent, as `expectShownRequestsSent` does. Returns what was shown.
 */
export async function menuActionSendsShown(user: UserEvent, action: MenuAction) {
  const { item = 'Delete', dialog: title } = action
  const button = action.button ?? item
  const menuButton = 'row' in action ? `Actions for ${action.row}` : action.menu
  await user.click(await screen.findByRole('button', { name: menuButton }))
  await user.click(await within(await screen.findByRole('menu')).findByRole('menuitem', { name: item }))
  await screen.findByRole('dialog', { name: title })
  const dialog = () => screen.getByRole('dialog', { name: title })
  return expectShownRequestsSent(
    user,
    () => user.click(within(dialog()).getByRole('button', { name: button })),
    dialog,
  )
}
