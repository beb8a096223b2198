import { useNavigate } from 'react-router'
import { invalidate, useApiMutation, usePrefetchedApiQuery } from '~/api'
import { SideModalForm } from '~/components/form/SideModalForm'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { allowList } from '~/pages/system/networking/queries'
import { pb } from '~/util/paths'
import { AccessWarningNote } from './AccessWarningNote'
import { F } from './allow-list-fields'
import { allowListSchema } from './allow-list-schema'
import { allowListValues, nextSources } from './allow-list-values'
import { ConfirmationField } from './ConfirmationField'
import { EntriesSection } from './EntriesSection'
import { LetsInSection } from './LetsInSection'
import { useKnownSources } from './use-known-sources'

export const handle: RouteHandle = { crumb: 'Edit allow-list' }

function ListFields() {
  const { allow } = F.useValues()
  return allow === 'list' ? <EntriesSection /> : null
}

/**
 * Who may reach the rack's API: any address, or a list of addresses and networks. The form shows what the new
 * list lets in and whether this browser may be shut out by it, and a change that narrows the list is saved only
 * once the operator has typed the word that confirms it.
 */
export default function AllowListForm() {
  const { data } = usePrefetchedApiQuery(allowList)
  const current = data.allowedIps
  const known = useKnownSources()
  const navigate = useNavigate()
  const back = () => navigate(pb.rackAccess())
  const update = useApiMutation('networkingAllowListUpdate', {
    onSuccess: (saved) => {
      invalidate('networkingAllowListView')
      addToast({
        title: 'Allow-list saved',
        content:
          saved.allowedIps.allow === 'any'
            ? "Any address may reach the rack's API."
            : "Only the addresses listed may reach the rack's API.",
      })
      back()
    },
  })
  return (
    <SideModalForm
      title="Edit allow-list"
      submitLabel="Save allow-list"
      initialValues={allowListValues(current)}
      schema={() => allowListSchema(current)}
      request={(values) => update.prepare({ body: { allowedIps: nextSources(values) } })}
      onDismiss={back}
    >
      <F.Radio
        name="allow"
        label="Who may reach the rack's API"
        options={[
          {
            value: 'any',
            label: 'Any address',
            description: 'Requests from anywhere reach the API, as far as the network lets them.',
          },
          {
            value: 'list',
            label: 'Only the addresses listed',
            description: 'Requests from any other address are turned away.',
          },
        ]}
      />
      <ListFields />
      <LetsInSection current={current} />
      <AccessWarningNote known={known} />
      <ConfirmationField current={current} />
    </SideModalForm>
  )
}
