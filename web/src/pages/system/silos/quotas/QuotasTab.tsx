import type { LoaderFunctionArgs } from 'react-router'
import { preload, usePrefetchedApiQuery } from '~/api'
import { lazyComponent } from '~/components/lazy-component'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import type { RouteHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { sledList } from '~/pages/system/inventory/queries'
import { siloQuotas, siloUtilization } from '~/pages/system/silos/queries'
import s from '~/pages/system/silos/silos.module.css'
import { useFormParam } from '~/pages/system/silos/use-form-param'
import { useSilo } from '~/pages/system/silos/use-silo'
import { Badge } from '~/ui/Badge'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatQuota, QUOTA_KINDS, QUOTA_LABEL, QUOTA_UNIT } from './quota-units'
import { useFleetCapacity } from './use-fleet-capacity'

const QuotasEditDialog = lazyComponent(() => import('./QuotasEditDialog'), 'QuotasEditDialog')

export const handle: RouteHandle = { crumb: 'Quotas' }

export async function loader({ params }: LoaderFunctionArgs) {
  const { silo } = requireParams(params, 'silo')
  await Promise.all([preload(siloQuotas(silo)), preload(siloUtilization(silo)), preload(sledList().all())])
  return null
}

/** What the silo has provisioned against its quotas, with the fleet's capacity for scale, in one unit per kind. */
export default function QuotasTab() {
  const silo = useSilo()
  const { data: quotas } = usePrefetchedApiQuery(siloQuotas(silo.name))
  const { data: utilization } = usePrefetchedApiQuery(siloUtilization(silo.name))
  const capacity = useFleetCapacity()
  const dialog = useFormParam('edit')
  const editReason = useFleetReason()
  const { provisioned } = utilization
  return (
    <section className={s.section} aria-labelledby="quotas-title">
      <div className={s.sectionHeader}>
        <SectionHeading id="quotas-title">Quotas</SectionHeading>
        <PlainButton onClick={dialog.open} disabledReason={editReason}>
          Edit quotas
        </PlainButton>
      </div>
      <p className={s.note}>
        CPU and memory count running instances only; storage counts every disk and snapshot. A quota of 0
        means none can be provisioned. Sizes are 1024-based; <strong>Edit quotas</strong> takes memory in{' '}
        {QUOTA_UNIT.memory} and storage in {QUOTA_UNIT.storage}.
      </p>
      <Table aria-label="Quotas">
        <THead>
          <Tr>
            <Th>Resource</Th>
            <Th numeric>Provisioned</Th>
            <Th numeric>Quota</Th>
            <Th numeric>Fleet capacity</Th>
          </Tr>
        </THead>
        <TBody>
          {QUOTA_KINDS.map((kind) => (
            <Tr key={kind}>
              <Th scope="row">{QUOTA_LABEL[kind]}</Th>
              <Td numeric>
                {formatQuota(kind, provisioned[kind])}
                {provisioned[kind] > quotas[kind] && (
                  <>
                    {' '}
                    <Badge color="warning">over quota</Badge>
                  </>
                )}
              </Td>
              <Td numeric>{formatQuota(kind, quotas[kind])}</Td>
              <Td numeric>{formatQuota(kind, capacity[kind])}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
      {dialog.isOpen && (
        <QuotasEditDialog
          silo={silo.name}
          quotas={quotas}
          provisioned={provisioned}
          capacity={capacity}
          onClose={dialog.close}
        />
      )}
    </section>
  )
}
