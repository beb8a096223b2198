import { type LoaderFunctionArgs, useSearchParams } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import { RefreshFailed } from '~/components/RefreshFailed'
import type { RouteHandle } from '~/components/route-handle'
import { AsnPicker, chosenAsn, NoBgpConfig, useAsnChoice } from '~/pages/system/networking/routing/asn-choice'
import { bgpConfigList, bgpMessageHistory } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import { Checkbox } from '~/ui/Checkbox'
import { EmptyState } from '~/ui/EmptyState'
import { RoutingIcon } from '~/ui/icons/resource-icons'
import { formatTimeZone } from '~/util/format'
import { peerHistories } from './message-history'
import { PeerMessages } from './PeerMessages'

export const handle: RouteHandle = { crumb: 'Message history' }

export async function loader({ request }: LoaderFunctionArgs) {
  const configs = await preload(bgpConfigList().all())
  const asn = chosenAsn(configs.items, new URL(request.url).searchParams)
  if (asn !== null) await preload(bgpMessageHistory(asn))
  return null
}

/** Keepalives are most of a long history and say only that the session lives: `?keepalives=hide` leaves them out. */
function useHideKeepalives() {
  const [search, setSearch] = useSearchParams()
  const hide = search.get('keepalives') === 'hide'
  const set = (value: boolean) => {
    const next = new URLSearchParams(search)
    if (value) next.set('keepalives', 'hide')
    else next.delete('keepalives')
    setSearch(next, { preventScrollReset: true })
  }
  return [hide, set] as const
}

function History({ asn }: { asn: number }) {
  const read = usePrefetchedApiQuery(bgpMessageHistory(asn))
  const [hide, setHide] = useHideKeepalives()
  const peers = peerHistories(read.data)
  if (peers.length === 0) {
    return (
      <EmptyState
        icon={<RoutingIcon />}
        headingLevel={2}
        title="No sessions"
        body={`No switch runs a BGP session of AS ${asn}, so there are no messages to show.`}
      />
    )
  }
  return (
    <>
      <RefreshFailed what="the message history" read={read} />
      <div className={s.toolbar}>
        <Checkbox isSelected={hide} onChange={setHide}>
          Hide keepalives
        </Checkbox>
        <p className={s.note}>Times in {formatTimeZone()}</p>
      </div>
      {peers.map((p) => (
        <PeerMessages key={`${p.switch} ${p.peer}`} history={p} hideKeepalives={hide} />
      ))}
    </>
  )
}

/** The BGP messages each switch keeps per peer of one ASN, received and sent, newest first and in words. */
export default function MessagesTab() {
  const configs = usePrefetchedApiQuery(bgpConfigList().all()).data.items
  const { asn, choose } = useAsnChoice(configs)
  if (asn === null) return <NoBgpConfig what="Message histories" />
  return (
    <>
      <AsnPicker configs={configs} asn={asn} onChange={choose} />
      <History key={asn} asn={asn} />
    </>
  )
}
