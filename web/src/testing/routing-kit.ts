import { screen, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { disabledReason } from '~/testing/disabled-reason'
import { grace, katherine } from '~mock/fixtures/users'
import { signIn } from '~mock/session'

/** What the tests of the routing tabs (pages/system/networking/routing) share. */

export type User = ReturnType<typeof userEvent.setup>

/** Opens a row's menu and chooses `action`. */
export async function rowAction(user: User, row: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${row}` }))
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }))
}

/** The dialog open now, by its title, read afresh each time (it re-renders while pending). */
export const dialogNamed = (title: string) => () => screen.getByRole('dialog', { name: title })

/** A text field of a form by the start of its label. */
export const textbox = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('textbox', { name: new RegExp(`^${label}`) })

/** grace reads the system as a fleet viewer (through her group) but may change nothing. */
export const signInFleetViewer = () => signIn(grace)

/** katherine has no fleet role: the system view is Page not found to her. */
export const signInSiloUser = () => signIn(katherine)

/** Why the button named `name` is disabled, once the user's role is known. */
export const reasonOf = async (name: string) => disabledReason(await screen.findByRole('button', { name }))
