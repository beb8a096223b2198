import type { PreparedCalls } from '~/api'
import { capitalize } from '~/util/format'
import { confirmAction } from './confirm'

/** The words of the most common confirmation: deleting a named resource. */
export function deleteConfirm(opts: { kind: string; name: string; extra?: string }) {
  return {
    title: `Delete ${opts.kind}`,
    body: `Are you sure you want to delete ${opts.kind} ${opts.name}?${opts.extra ? ` ${opts.extra}` : ''}`,
    actionLabel: 'Delete',
    errorTitle: `Could not delete ${opts.kind}`,
    successTitle: `${capitalize(opts.kind)} ${opts.name} deleted`,
  }
}

/** Shorthand for the most common case: deleting a named resource. */
export function confirmDelete(opts: {
  kind: string
  name: string
  /** The delete request (shown by "Show request"), or `doDelete` for a delete that does more. */
  request?: PreparedCalls
  doDelete?: () => Promise<unknown>
  extra?: string
}) {
  confirmAction({ ...deleteConfirm(opts), request: opts.request, doAction: opts.doDelete })
}
