import { addToast } from '~/components/toasts'
import type { ActionMenuItem } from '~/ui/Menu'

/** The "Copy ID" row action, for the tables here that are not QueryTables (which add it themselves). */
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
