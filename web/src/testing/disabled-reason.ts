import { must } from './must'

/** Why a disabled control says it is disabled, as assistive tech reads it (its description); null when it is not. */
export function disabledReason(control: HTMLElement): string | null {
  if (control.getAttribute('aria-disabled') !== 'true') return null
  return must(control.getAttribute('aria-describedby'))
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
}
