import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { ApiError } from '~/api'
import { callApi, invalidate, preload, useApiMutation, usePrefetchedApiQuery } from '~/api'
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
import { poolLinks, type SiloValues, siloDefaults, toSiloCreate } from './silo-values'

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
 * Links the chosen pools to the new silo, the default first. The silo exists by now, so a refused link does not
 * undo it: it is reported, and the pool can be linked from the silo's IP pools tab.
 */
async function linkPools(values: SiloValues) {
  for (const { pool, ...body } of poolLinks(values)) {
    try {
      await callApi('ipPoolSiloLink', { path: { pool }, body })
    } catch (e) {
      addToast({
        title: `Silo ${values.name} created, but pool ${pool} could not be linked`,
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
        onSubmit={async (values) => {
          const silo = await create.mutateAsync({ body: await toSiloCreate(values) })
          await linkPools(values)
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
