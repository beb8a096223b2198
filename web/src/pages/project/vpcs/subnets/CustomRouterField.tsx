import type { VpcRouter } from '~/api/__generated__/Api'
import type { FormFields } from '~/components/form/form-fields'
import { NO_ROUTER } from './subnet-form'

type RouterChoice = { customRouter: string }

/** None, or one of the VPC's custom routers (the system router applies to every subnet anyway). */
export function CustomRouterField<V extends RouterChoice>({
  fields,
  routers,
}: {
  fields: FormFields<V>
  routers: readonly VpcRouter[]
}) {
  // the fields of either subnet form, used for just this one
  const T = fields as unknown as FormFields<RouterChoice>
  const items = [
    { value: NO_ROUTER, label: 'None', description: 'Only the system router' },
    ...routers
      .filter((r) => r.kind === 'custom')
      .map((r) => ({ value: r.name, label: r.name, description: r.description || undefined })),
  ]
  return (
    <T.ComboBox
      name="customRouter"
      label="Custom router"
      items={items}
      emptyText="No routers match"
      description="The routes of a custom router apply to the subnet's traffic ahead of the system router's."
    />
  )
}
