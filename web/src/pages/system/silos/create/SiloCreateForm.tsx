import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { ApiError, PreparedCall } from '~/api'
import { invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { readFiles, useFileReads } from '~/components/file-reads'
import { FullPageForm } from '~/components/form/FullPageForm'
import { serverErrorField } from '~/components/form/server-error-field'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { sledList } from '~/pages/system/inventory/queries'
import { ipPoolList } from '~/pages/system/ip-pools/queries'
import { QuotaFields } from '~/pages/system/silos/quotas/QuotaFields'
import { useFleetCapacity } from '~/pages/system/silos/quotas/use-fleet-capacity'
import { invalidateSilos } from '~/pages/system/silos/silo-actions'
import { SiloIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { CertificatesSection } from './CertificatesSection'
import { F } from './create-fields'
import { FormSection } from './FormSection'
import { IdentitySection } from './IdentitySection'
import { IpPoolsSection } from './IpPoolsSection'
import { siloSchema } from './silo-schema'
import {
  poolLinks,
  SILO_SECRETS,
  type SiloValues,
  siloCreateBody,
  siloDefaults,
  siloFiles,
} from './silo-values'

export const handle: RouteHandle = { crumb: 'New silo' }

export async function loader() {
  await Promise.all([preload(ipPoolList().all()), preload(sledList().all())])
  return null
}

/** A refused certificate is shown under the certificates; other errors where the message says. */
function errorField(error: ApiError, values: SiloValues): string | null {
  if (/certificate|private key/i.test(error.message)) return 'certificates'
  return serverErrorField(error, Object.keys(values))
}

/**
 * Sends the links of the chosen pools to the new silo, the default first. The silo exists by now, so a refused
 * link does not undo it: it is reported, and the pool can be linked from the silo's IP pools tab.
 */
async function sendLinks(silo: string, links: PreparedCall<'ipPoolSiloLink'>[]) {
  for (const link of links) {
    try {
      await link.send()
    } catch (e) {
      addToast({
        title: `Silo ${silo} created, but pool ${link.params.path.pool} could not be linked`,
        content: (e as ApiError).message,
        variant: 'error',
      })
    }
  }
  invalidate('siloIpPoolList')
  invalidate('ipPoolSiloList')
}

export default function SiloCreateForm() {
  const navigate = useNavigate()
  const { data: pools } = usePrefetchedApiQuery(ipPoolList().all())
  const capacity = useFleetCapacity()
  const initialValues = useMemo(siloDefaults, [])
  const create = useApiMutation('siloCreate', { onSuccess: invalidateSilos })
  const link = useApiMutation('ipPoolSiloLink')
  // the request shown follows each certificate file as it is read
  useFileReads()
  /** The silo, then the links of its pools: the calls a submit sends, in order. */
  const calls = (values: SiloValues) => ({
    create: create.prepare({ body: siloCreateBody(values) }, SILO_SECRETS),
    links: poolLinks(values).map(({ pool, ...body }) => link.prepare({ path: { pool }, body })),
  })
  return (
    <>
      <PageHeader title="Create silo" icon={<SiloIcon />} />
      <FullPageForm
        label="Create silo"
        submitLabel="Create silo"
        cancelTo={pb.silos()}
        initialValues={initialValues}
        schema={siloSchema}
        errorSummary
        errorField={errorField}
        errorPrefix="Could not create the silo"
        request={(values) => {
          const c = calls(values)
          return [c.create, ...c.links]
        }}
        // the certificates are read first; a refused link leaves the silo created, and says so
        onSubmit={async (values) => {
          await readFiles(siloFiles(values))
          const c = calls(values)
          const silo = await c.create.send()
          await sendLinks(silo.name, c.links)
          addToast({ title: `Silo ${silo.name} created` })
          navigate(pb.silo({ silo: silo.name }))
        }}
      >
        <FormSection title="General">
          <F.Name autoFocus />
          <F.Description />
          <F.Checkbox
            name="discoverable"
            description="A silo that is not discoverable is left out of the list of silos and is reached by its name or ID."
          >
            Discoverable
          </F.Checkbox>
        </FormSection>
        <IdentitySection />
        <FormSection
          title="Quotas"
          note="The most the silo's projects can provision together: CPU and memory of running instances, storage of disks and snapshots. Memory is in GiB and storage in TiB (1024-based); 0 means none."
        >
          <QuotaFields fields={F.at('quotas')} capacity={capacity} />
        </FormSection>
        <CertificatesSection />
        <IpPoolsSection pools={pools.items} />
        <F.Error name="certificates" label="TLS certificates" />
      </FullPageForm>
    </>
  )
}
