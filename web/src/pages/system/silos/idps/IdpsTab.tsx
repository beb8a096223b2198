import { type LoaderFunctionArgs, Outlet } from 'react-router'
import { pageOfRequest, preload } from '~/api'
import type { IdentityProvider } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { isSamlMode } from '~/pages/system/silos/identity-mode'
import { scimTokenList, siloIdpList, siloView } from '~/pages/system/silos/queries'
import s from '~/pages/system/silos/silos.module.css'
import { useIdentityReason } from '~/pages/system/silos/use-identity-reason'
import { useSilo } from '~/pages/system/silos/use-silo'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { AccessIcon } from '~/ui/icons/resource-icons'
import { SectionHeading } from '~/ui/SectionHeading'
import { pb } from '~/util/paths'
import { ScimTokensSection } from './ScimTokensSection'

export const handle: RouteHandle = { crumb: 'Identity providers' }

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { silo } = requireParams(params, 'silo')
  const [view] = await Promise.all([
    preload(siloView(silo)),
    preload(siloIdpList(silo).page(pageOfRequest(request))),
  ])
  // only admins may list SCIM tokens: for anyone else the section says so, and the page still opens
  if (view.identityMode === 'saml_scim') await preload(scimTokenList(silo)).catch(() => undefined)
  return null
}

const columns = (silo: string): Column<IdentityProvider>[] => [
  {
    header: 'Name',
    cell: (idp) => (
      <Link to={pb.samlIdp({ silo, provider: idp.name })} className="mono">
        {idp.name}
      </Link>
    ),
  },
  { header: 'Type', cell: (idp) => <Badge>{idp.providerType.toUpperCase()}</Badge> },
  { header: 'Description', cell: (idp) => idp.description || '—' },
  { header: 'Created', cell: (idp) => <RelativeTime date={idp.timeCreated} /> },
]

/** The silo's identity providers and, for a SCIM silo, the tokens of its SCIM client. */
export default function IdpsTab() {
  const silo = useSilo()
  const saml = isSamlMode(silo.identityMode)
  const roleReason = useIdentityReason(silo)
  const newIdp = saml ? (
    <LinkButton overList disabledReason={roleReason} to={pb.siloIdpsNew({ silo: silo.name })}>
      New provider
    </LinkButton>
  ) : null
  return (
    <>
      <section className={s.section} aria-labelledby="idps-title">
        <div className={s.sectionHeader}>
          <SectionHeading id="idps-title">Identity providers</SectionHeading>
          {newIdp}
        </div>
        <QueryTable
          query={siloIdpList(silo.name)}
          label="Identity providers"
          columns={columns(silo.name)}
          rowKey={(idp) => idp.id}
          rowLabel={(idp) => idp.name}
          emptyState={
            <EmptyState
              icon={<AccessIcon />}
              title="No identity providers"
              body={
                saml
                  ? 'Users of this silo sign in through a SAML identity provider. Add one so they can sign in.'
                  : 'This silo keeps its users itself (local only), so it has no identity providers.'
              }
              action={newIdp}
            />
          }
        />
      </section>
      {silo.identityMode === 'saml_scim' && <ScimTokensSection silo={silo.name} roleReason={roleReason} />}
      <Outlet />
    </>
  )
}
