import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { renderConsole } from '~/testing/render-console'

/**
 * The console at `path`, once its page (titled `heading`) has shown and the keyboard shortcuts work: their code
 * comes just after the page, and the Search button names them once it has.
 */
export async function openConsole(path: string, heading: string) {
  const user = userEvent.setup()
  const rendered = renderConsole(path)
  await screen.findByRole('heading', { name: heading, level: 1 })
  const button = screen.getByRole('button', { name: 'Search' })
  await waitFor(() => expect(button.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K /'))
  return { user, ...rendered }
}
