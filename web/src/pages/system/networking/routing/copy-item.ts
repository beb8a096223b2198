import { addToast } from '~/components/toasts'
import type { ActionMenuItem } from '~/ui/Menu'

/** A row action that copies one value (a prefix, an address), as Copy ID does an id. */
export const copyItem = (what: string, value: string): ActionMenuItem => ({
  key: `copy-${what}`,
  label: `Copy ${what}`,
  onAction: async () => {
    try {
      await navigator.clipboard.writeText(value)
      addToast({
        title: `${what[0].toUpperCase()}${what.slice(1)} copied`,
        content: value,
        variant: 'info',
        timeout: 2000,
      })
    } catch {
      addToast({ title: `Could not copy ${what}`, content: value, variant: 'error' })
    }
  },
})
