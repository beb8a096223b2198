import { Outlet } from 'react-router'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import type { BgpAnnounceSet } from '~/api/__generated__/Api'
import { deleteConfirm } from '~/components/confirm-delete'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { type LocalColumn, LocalTable } from '~/components/LocalTable'
import { useOpenOverList, useOverListLink } from '~/components/list-place'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { confirmItem, type RequestItem } from '~/components/show-request/request-items'
import { announcementList, announceSetList } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { Announcements } from './Announcements'

export const handle: RouteHandle = { crumb: 'Announce sets' }

export async function loader() {
  const sets = await preload(announceSetList)
  await Promise.all(sets.map((set) => preload(announcementList(set.name))))
  return null
}

/** The set's name, which opens it for editing over the list. */
function SetName({ set }: { set: BgpAnnounceSet }) {
  return (
    <Link {...useOverListLink(pb.routingAnnounceSetEdit({ announceSet: set.name }))} className="mono">
      {set.name}
    </Link>
  )
}

const SORTS = {
  name: { key: 'name', compare: (a: BgpAnnounceSet, b: BgpAnnounceSet) => a.name.localeCompare(b.name) },
  updated: {
    key: 'updated',
    compare: (a: BgpAnnounceSet, b: BgpAnnounceSet) => a.timeModified.getTime() - b.timeModified.getTime(),
  },
}

const columns: LocalColumn<BgpAnnounceSet>[] = [
  { header: 'Name', sort: SORTS.name, cell: (set) => <SetName set={set} /> },
  { header: 'Announcements', cell: (set) => <Announcements set={set.name} /> },
  { header: 'Description', cell: (set) => set.description || '—' },
  { header: 'Updated', sort: SORTS.updated, cell: (set) => <RelativeTime date={set.timeModified} /> },
]

/** The named sets of networks a BGP configuration announces, each with its announcements. */
export default function AnnounceSetsTab() {
  const read = usePrefetchedApiQuery(announceSetList)
  const roleReason = useFleetReason()
  const openOverList = useOpenOverList()
  const del = useApiMutation('networkingBgpAnnounceSetDelete', {
    onSuccess: () => invalidate('networkingBgpAnnounceSetList'),
  })
  const itemsFor = (set: BgpAnnounceSet): RequestItem[] =>
    gateItems(
      [
        {
          key: 'edit',
          label: 'Edit',
          onAction: () => openOverList(pb.routingAnnounceSetEdit({ announceSet: set.name })),
        },
        confirmItem({
          key: 'delete',
          label: 'Delete',
          danger: true,
          request: () => del.prepare({ path: { announceSet: set.name } }),
          confirm: deleteConfirm({
            kind: 'announce set',
            name: set.name,
            extra: 'The API refuses while a BGP configuration announces it.',
          }),
        }),
      ],
      roleReason,
    )
  const create = (
    <LinkButton overList disabledReason={roleReason} to={pb.routing({ tab: 'announce-sets-new' })}>
      New announce set
    </LinkButton>
  )
  return (
    <>
      <div className={s.toolbar}>
        <p className={s.note}>
          An announce set names the networks a BGP configuration announces to its peers, each drawn from an
          address lot block.
        </p>
        {create}
      </div>
      <LocalTable
        rows={read.data}
        read={read}
        label="Announce sets"
        columns={columns}
        defaultSort={SORTS.name.key}
        rowKey={(set) => set.id}
        rowLabel={(set) => set.name}
        rowActions={itemsFor}
        emptyState={
          <EmptyState
            icon={<RoutingIcon />}
            headingLevel={2}
            title="No announce sets"
            body="A BGP configuration needs an announce set: the networks its switches announce."
            action={create}
          />
        }
      />
      <Outlet />
    </>
  )
}
