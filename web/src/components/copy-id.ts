import type { ActionMenuItem } from '~/ui/Menu'
import { addToast } from './toasts'

/** The "Copy ID" row action: QueryTable adds it to every row with an id; other tables add it themselves. */
export const copyIdItem = (id: string): ActionMenuItem => ({
  key: 'copy-id',
  label: 'Copy ID',
  onAction: async () => {
    try {
      await navigator.clipboard.writeText(id)
      addToast({ title: 'ID copied', content: id, variant: 'info', timeout: 2000 })
    } catch {
      addToast({ title: 'Could not copy ID', content: id, variant: 'error' })
    }
  },
})
