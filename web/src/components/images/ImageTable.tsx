import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { type ApiParams, invalidate, type ListQuery, useApiMutation } from '~/api'
import type { Image } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { gateItems } from '~/components/permissions/gate-items'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { formatBytes } from '~/util/format'

const imageColumns: Column<Image>[] = [
  { header: 'Name', cell: (i) => <span className="mono">{i.name}</span> },
  { header: 'Description', cell: (i) => i.description || '—' },
  { header: 'OS', cell: (i) => i.os },
  { header: 'Version', cell: (i) => i.version },
  { header: 'Size', numeric: true, cell: (i) => formatBytes(i.size) },
  { header: 'Created', cell: (i) => <RelativeTime date={i.timeCreated} /> },
]

type Props = {
  query: ListQuery<'imageList'>
  /** Names the table for assistive tech. */
  label: string
  /** Where "View details" goes. */
  detailsPath: (image: Image) => string
  /** Promote or demote: the action that moves the image between a project and the silo. */
  scopeAction: (image: Image) => RequestItem
  /** How the delete request names the image. */
  deleteParams: (image: Image) => ApiParams<'imageDelete'>
  /** What the delete confirmation adds about the consequences. */
  deleteExtra: string
  /** Why the user's role does not let them change these images (promote or demote, delete), if it does not. */
  roleReason: string | undefined
  emptyState: ReactNode
}

/** The image list of a project or of the silo: view details, promote or demote, delete. */
export function ImageTable({
  query,
  label,
  detailsPath,
  scopeAction,
  deleteParams,
  deleteExtra,
  roleReason,
  emptyState,
}: Props) {
  const navigate = useNavigate()
  const del = useApiMutation('imageDelete', { onSuccess: () => invalidate('imageList') })
  return (
    <QueryTable
      query={query}
      label={label}
      columns={imageColumns}
      rowKey={(i) => i.id}
      rowLabel={(i) => i.name}
      rowActions={(image) =>
        gateItems(
          [
            { key: 'details', label: 'View details', onAction: () => navigate(detailsPath(image)) },
            scopeAction(image),
            confirmItem({
              key: 'delete',
              label: 'Delete',
              danger: true,
              request: () => del.prepare(deleteParams(image)),
              confirm: deleteConfirm({ kind: 'image', name: image.name, extra: deleteExtra }),
            }),
          ],
          roleReason,
          (item) => item.key === 'details',
        )
      }
      emptyState={emptyState}
    />
  )
}
