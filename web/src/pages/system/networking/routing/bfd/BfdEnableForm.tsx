import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import type { BfdStatus, BgpPeerStatus } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { bfdStatus, bgpStatus } from '~/pages/system/networking/routing/queries'
import s from '~/pages/system/networking/routing/routing.module.css'
import type { RadioOption } from '~/ui/RadioGroup'
import { pb } from '~/util/paths'
import { type BfdValues, bfdBody, bfdDefaults, bfdSchema } from './bfd-form'
import { detectionText } from './bfd-state'

export const handle: RouteHandle = { crumb: 'Enable BFD session' }

export async function loader() {
  await Promise.all([preload(bfdStatus), preload(bgpStatus)])
  return null
}

const F = formFields<BfdValues>()

const switchOptions: RadioOption[] = [
  { value: 'switch0', label: 'switch0', description: 'The switch in the upper slot' },
  { value: 'switch1', label: 'switch1', description: 'The switch in the lower slot' },
]

const modeOptions: RadioOption[] = [
  {
    value: 'single_hop',
    label: 'Single hop',
    description: 'The peer is on a network the switch is connected to (RFC 5881).',
  },
  {
    value: 'multi_hop',
    label: 'Multi hop',
    description: 'The peer is reached through other routers (RFC 5883).',
  },
]

/** What the settings chosen mean, and whether they replace a session's. */
function Consequences({ sessions }: { sessions: readonly BfdStatus[] }) {
  const values = F.useValues()
  const remote = values.remote.trim()
  const existing = sessions.find((b) => b.switch === values.switch && b.peer === remote)
  const valid =
    Number.isInteger(values.detectionThreshold) && values.detectionThreshold >= 1 && values.requiredRxMs >= 1
  return (
    <p className={s.note} role="status">
      {valid &&
        `The peer is declared down after ${detectionText({ detectionThreshold: values.detectionThreshold, requiredRx: values.requiredRxMs * 1000 })} without a packet from it.`}
      {existing &&
        ` BFD is already enabled with ${remote} on ${values.switch}: these settings replace its own.`}
    </p>
  )
}

/** The addresses of the chosen switch's BGP peers, offered for the peer field. */
function peerSuggestions(peers: readonly BgpPeerStatus[], location: string) {
  return peers
    .filter((p) => p.switch === location)
    .map((p) => ({ value: p.addr, label: p.addr, description: `BGP peer, AS ${p.remoteAsn}` }))
}

export default function BfdEnableForm() {
  const backToList = useBackToList(pb.routing({ tab: 'bfd' }))
  const sessions = usePrefetchedApiQuery(bfdStatus).data
  const peers = usePrefetchedApiQuery(bgpStatus).data
  const enable = useApiMutation('networkingBfdEnable', {
    onSuccess: (_, { body }) => {
      invalidate('networkingBfdStatus')
      addToast({ title: `BFD session with ${body.remote} on ${body.switch} enabled` })
      backToList()
    },
  })
  return (
    <SideModalForm
      title="Enable BFD session"
      submitLabel="Enable BFD session"
      initialValues={bfdDefaults}
      schema={bfdSchema}
      request={(values) => enable.prepare({ body: bfdBody(values) })}
      onDismiss={() => backToList()}
    >
      <F.Radio name="switch" label="Switch" options={switchOptions} />
      <PeerField peers={peers} />
      <F.Text
        name="local"
        label="Local address"
        mono
        autoComplete="off"
        description="Optional: the address the switch listens on. Left empty, it listens on every address."
      />
      <F.Radio name="mode" label="Mode" options={modeOptions} />
      <F.Number
        name="detectionThreshold"
        label="Detection threshold"
        minValue={1}
        maxValue={255}
        isRequired
        description="How many packets in a row may go missing before the peer is declared down."
      />
      <F.Number
        name="requiredRxMs"
        label="Minimum receive interval"
        unit="ms"
        minValue={1}
        isRequired
        description="The shortest interval between packets the switch asks of the peer."
      />
      <Consequences sessions={sessions} />
    </SideModalForm>
  )
}

function PeerField({ peers }: { peers: readonly BgpPeerStatus[] }) {
  const { switch: location } = F.useValues()
  return (
    <F.ComboBox
      name="remote"
      label="Peer address"
      isRequired
      allowsCustomValue
      items={peerSuggestions(peers, location)}
      description="The router at the other end: one of the switch's BGP peers, or any address."
    />
  )
}
