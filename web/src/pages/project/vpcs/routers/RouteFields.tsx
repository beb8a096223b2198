import type { FormFields } from '~/components/form/form-fields'
import type { SelectItem } from '~/ui/ListOption'
import type { RadioOption } from '~/ui/RadioGroup'
import {
  DESTINATION_LABELS,
  DESTINATION_TYPES,
  type DestinationType,
  type RouteValues,
  TARGET_LABELS,
  TARGET_TYPES,
  type TargetType,
} from './route-form'

/** What the pickers of a route's values offer: the VPC itself and what lives in it or its project. */
export type RouteChoices = {
  vpc: string
  subnets: SelectItem[]
  /** The first page of the project's instances, and those a search past it found. */
  instances: SelectItem[]
  /** The search of the instances past their first page, for a project with more. */
  instanceSearch?: { onSearch: (text: string) => void; status: string }
  gateways: SelectItem[]
}

/** The radio options of a type picker: a type the API refuses is shown disabled, with the reason under it. */
const typeOptions = (types: { value: string; label: string; unavailable?: string }[]): RadioOption[] =>
  types.map(({ value, label, unavailable }) =>
    unavailable ? { value, label, isDisabled: true, description: unavailable } : { value, label },
  )

type ValueProps = {
  fields: FormFields<RouteValues>
  name: 'destinationValue' | 'targetValue'
  label: string
}

function TextValue({ fields: F, name, label, placeholder }: ValueProps & { placeholder: string }) {
  return <F.Text name={name} label={label} isRequired autoComplete="off" description={placeholder} />
}

function PickedValue({
  fields: F,
  name,
  label,
  items,
  noun,
  search,
}: ValueProps & { items: SelectItem[]; noun: string; search?: RouteChoices['instanceSearch'] }) {
  return (
    <F.ComboBox
      name={name}
      label={label}
      isRequired
      items={items}
      placeholder={items.length > 0 ? `Select a ${noun}` : `No ${noun}s to choose from`}
      emptyText={`No ${noun}s match`}
      onSearch={search?.onSearch}
      listStatus={search?.status}
    />
  )
}

function DestinationValue({
  fields,
  type,
  choices,
}: {
  fields: FormFields<RouteValues>
  type: DestinationType
  choices: RouteChoices
}) {
  const props = { fields, name: 'destinationValue', label: DESTINATION_LABELS[type] } as const
  switch (type) {
    case 'ip':
      return <TextValue {...props} placeholder="An IPv4 or IPv6 address, such as 10.0.0.5" />
    case 'ip_net':
      return <TextValue {...props} placeholder="An address and a width, such as 10.8.0.0/16 or 0.0.0.0/0" />
    case 'vpc':
      return <PickedValue {...props} items={[{ value: choices.vpc, label: choices.vpc }]} noun="VPC" />
    case 'subnet':
      return <PickedValue {...props} items={choices.subnets} noun="subnet" />
  }
}

function TargetValue({
  fields,
  type,
  choices,
}: {
  fields: FormFields<RouteValues>
  type: TargetType
  choices: RouteChoices
}) {
  if (type === 'drop') return null
  const props = { fields, name: 'targetValue', label: TARGET_LABELS[type] } as const
  switch (type) {
    case 'ip':
      return <TextValue {...props} placeholder="The address to forward to, such as 172.30.4.10" />
    case 'vpc':
      return <PickedValue {...props} items={[{ value: choices.vpc, label: choices.vpc }]} noun="VPC" />
    case 'subnet':
      return <PickedValue {...props} items={choices.subnets} noun="subnet" />
    case 'instance':
      return (
        <PickedValue {...props} items={choices.instances} noun="instance" search={choices.instanceSearch} />
      )
    case 'internet_gateway':
      return <PickedValue {...props} items={choices.gateways} noun="gateway" />
  }
}

/**
 * The destination and the target of a route, each a type and a value. The value field fits its type (an
 * address, a block or a picker), and choosing another type clears the value, which meant something else.
 */
export function RouteFields({
  fields: F,
  choices,
}: {
  fields: FormFields<RouteValues>
  choices: RouteChoices
}) {
  const { destinationType, targetType } = F.useValues()
  const setValue = F.useSetValue()
  const setTouched = F.useSetTouched()
  // the value of the new type is one the user has not had a chance to enter: no error until they have
  const clear = (name: 'destinationValue' | 'targetValue') => {
    setValue(name, '')
    setTouched(name, false)
  }
  return (
    <>
      <F.Radio
        name="destinationType"
        label="Destination type"
        orientation="horizontal"
        options={typeOptions(DESTINATION_TYPES)}
        description="The traffic this route applies to."
        onChange={() => clear('destinationValue')}
      />
      <DestinationValue fields={F} type={destinationType} choices={choices} />
      <F.Radio
        name="targetType"
        label="Target type"
        orientation="horizontal"
        options={typeOptions(TARGET_TYPES)}
        description="Where that traffic goes; Drop discards it."
        onChange={() => clear('targetValue')}
      />
      <TargetValue fields={F} type={targetType} choices={choices} />
    </>
  )
}
