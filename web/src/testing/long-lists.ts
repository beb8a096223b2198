import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { db } from '~mock/db'
import { pasteInto } from './paste-into'

/** The name of the nth copy a long list is made of: `extra-0000` on, past the seed's names in a sorted list. */
export const extraName = (n: number) => `extra-${String(n).padStart(4, '0')}`
const extraId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

/**
 * Copies of the seed's instance `model` (stopped web-3 by default) in its project, `extra-0000` on: with 1,100 the
 * project holds more instances than a page.
 */
export function addInstanceCopies(count: number, model = 'web-3') {
  const original = db.instances.find((i) => i.name === model)
  if (!original) throw new Error(`the seed has ${model}`)
  for (let n = 0; n < count; n++) db.instances.push({ ...original, id: extraId(n), name: extraName(n) })
}

/** Copies of the seed's disk `model` in its project, `extra-0000` on, each of 1 GiB (so quotas hold them). */
export function addDiskCopies(count: number, model: string) {
  const original = db.disks.find((d) => d.name === model)
  if (!original) throw new Error(`the seed has ${model}`)
  for (let n = 0; n < count; n++)
    db.disks.push({ ...original, id: extraId(n), name: extraName(n), size: 1024 ** 3 })
}

// a thousand options filtered and laid out: slow in a test's DOM
const slow = { timeout: 10_000 }

/**
 * In a picker over a list longer than its first page: opens it, checks that it says it shows the first 1,000
 * `many` (e.g. 'instances'), types `typed` and chooses the option named `name` that the search finds.
 */
export async function pickPastFirstPage(
  user: UserEvent,
  picker: HTMLElement,
  { many, typed, name }: { many: string; typed: string; name: string },
) {
  await user.click(picker)
  expect(
    await screen.findByText(`Showing the first 1,000 ${many}; type to search them all.`, {}, slow),
  ).toBeTruthy()
  await pasteInto(user, picker, typed)
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }, slow))
  await waitFor(() => expect((picker as HTMLInputElement).value).toBe(name))
}
