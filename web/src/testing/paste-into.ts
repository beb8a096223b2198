import type { UserEvent } from '@testing-library/user-event'

/**
 * Clicks a field and pastes `text` at the end of what it holds: one input, where `user.type` makes a keydown,
 * an input and a keyup for each character, each re-rendering the form around the field. For tests about the
 * value a field gets; keep `user.type` where the keystrokes themselves are the subject (keys such as Enter,
 * Tab or Backspace, input that reacts per character).
 */
export async function pasteInto(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field)
  await user.paste(text)
}
