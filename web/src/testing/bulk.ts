import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { disabledReason } from './disabled-reason'

/** A row's selection box, by the row's name. */
export const selectBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` })

/** Ticks the rows' boxes one after the other, once the list shows them. */
export async function selectRows(user: UserEvent, names: readonly string[]) {
  for (const name of names) await user.click(await screen.findByRole('checkbox', { name: `Select ${name}` }))
}

/** A button of the toolbar over the selected rows (`many`: what they are, e.g. 'disks'). */
export const bulkButton = (many: string, label: string) =>
  within(screen.getByRole('group', { name: `Actions on the selected ${many}` })).getByRole('button', {
    name: label,
  })

/** Waits until the toolbar's `label` gives `expected` as the reason it is not offered (null: it is offered). */
export async function bulkReason(many: string, label: string, expected: string | null) {
  await waitFor(() => expect(disabledReason(bulkButton(many, label))).toBe(expected))
}

/** What the results of the last bulk action say of the row `name`: 'Done', 'Failed: …'. */
export function bulkResultOf(name: string): string {
  const item = within(screen.getByRole('list', { name: "Each row's result" }))
    .getAllByRole('listitem')
    .find((li) => li.firstElementChild?.textContent === name)
  return item?.lastElementChild?.textContent?.trim() ?? ''
}
