import { type LoaderFunctionArgs, useNavigate } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import { RelativeTime } from '~/components/RelativeTime'
import { paramsHandle } from '~/components/route-handle'
import { requireParams, useRequiredParams } from '~/components/route-params'
import { samlIdpView } from '~/pages/system/silos/queries'
import s from '~/pages/system/silos/silos.module.css'
import { Badge } from '~/ui/Badge'
import { PlainButton } from '~/ui/PlainButton'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { pb } from '~/util/paths'

export const handle = paramsHandle(['provider'], { crumb: (p) => p.provider })

export async function loader({ params }: LoaderFunctionArgs) {
  const { silo, provider } = requireParams(params, 'silo', 'provider')
  await preload(samlIdpView(silo, provider))
  return null
}

const mono = (key: string, value: string) =>
  value ? (
    <span key={key} className="mono">
      {value}
    </span>
  ) : (
    <span key={key} className={s.muted}>
      None
    </span>
  )

/**
 * A SAML identity provider's settings, read-only: the API has no update, so changing one means creating a
 * provider anew.
 */
export default function IdpPanel() {
  const { silo, provider } = useRequiredParams('silo', 'provider')
  const { data: idp } = usePrefetchedApiQuery(samlIdpView(silo, provider))
  const navigate = useNavigate()
  const close = () => navigate(pb.siloIdps({ silo }))
  return (
    <SideModal
      isOpen
      title={`Identity provider ${idp.name}`}
      subtitle={<Badge>SAML</Badge>}
      onOpenChange={(open) => !open && close()}
      footer={
        <PlainButton variant="secondary" onClick={close}>
          Close
        </PlainButton>
      }
    >
      {idp.description && <p className={s.description}>{idp.description}</p>}
      <PropertyList
        layout="list"
        properties={[
          ['ID', <CopyableId key="id" id={idp.id} label="Copy identity provider ID" />],
          ['Technical contact', mono('contact', idp.technicalContactEmail)],
          ['SP client ID', mono('sp', idp.spClientId)],
          ['ACS URL', mono('acs', idp.acsUrl)],
          ['SLO URL', mono('slo', idp.sloUrl)],
          ['Entity ID', mono('entity', idp.idpEntityId)],
          ['Group attribute name', mono('group', idp.groupAttributeName ?? '')],
          ['Signing certificate', idp.publicCert ? 'Set' : 'None'],
          ['Sign-in page', mono('login', pb.loginSaml({ silo, provider: idp.name }))],
          ['Created', <RelativeTime key="created" date={idp.timeCreated} />],
          ['Modified', <RelativeTime key="modified" date={idp.timeModified} />],
        ]}
      />
    </SideModal>
  )
}
