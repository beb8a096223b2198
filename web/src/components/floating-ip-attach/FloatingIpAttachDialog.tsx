import { PICKER_PAGE_SIZE, useApiMutation, useApiQuery } from '~/api'
import type { FloatingIp, Instance } from '~/api/__generated__/Api'
import type { ListQuery, RowOf } from '~/api/query'
import { refreshExternalIps } from '~/components/external-ips'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { serverErrorField } from '~/components/form/server-error-field'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { addToast } from '~/components/toasts'
import type { SelectItem } from '~/ui/ListOption'
import { floatingIpAttachReason } from './attach-rules'
import { floatingIpAttachSchema } from './floating-ip-attach-schema'

type Values = { floatingIp: string; instance: string }
const F = formFields<Values>()
const INSTANCES = { one: 'instance', many: 'instances' }
const FLOATING_IPS = { one: 'floating IP', many: 'floating IPs' }

/** The dialog knows one side of the attachment and lets the user pick the other from a list of the project. */
type Props = { project: string; onClose: () => void } & (
  | {
      /** The address to attach (from the floating IP list); the user picks one of `instances`. */
      floatingIp: FloatingIp
      instances: ListQuery<'instanceList'>
    }
  | {
      /** The instance to attach to (from its networking tab); the user picks one of `floatingIps`. */
      instance: string
      floatingIps: ListQuery<'floatingIpList'>
    }
)

/** Instances of the project; those that cannot take an address now are greyed out, saying why. */
const instanceItems = (instances: readonly Instance[]): SelectItem[] =>
  instances.map((i) => {
    const reason = floatingIpAttachReason(i.runState)
    return { value: i.name, label: i.name, description: reason ?? i.runState, isDisabled: Boolean(reason) }
  })

/** Floating IPs of the project that are not attached anywhere, each with its address. */
const floatingIpItems = (floatingIps: readonly FloatingIp[]): SelectItem[] =>
  floatingIps.filter((f) => !f.instanceId).map((f) => ({ value: f.name, label: f.name, description: f.ip }))

type PickerProps<M extends 'instanceList' | 'floatingIpList'> = {
  list: ListQuery<M>
  name: keyof Values
  label: string
  noun: { one: string; many: string }
  toItems: (rows: RowOf<M>[]) => SelectItem[]
  placeholder: string
  emptyText: string
}

/** The side the user picks: the first page of its list, the rest searched by name as the user types. */
function SearchingPicker<M extends 'instanceList' | 'floatingIpList'>(props: PickerProps<M>) {
  const { list, name, label, noun, toItems, placeholder, emptyText } = props
  const { data } = useApiQuery(list.page({ limit: PICKER_PAGE_SIZE }))
  const first = (data as { items: RowOf<M>[]; nextPage?: string | null } | undefined) ?? { items: [] }
  const search = usePickerSearch(list, first, noun)
  return (
    <F.ComboBox
      name={name}
      label={label}
      items={toItems(search.items)}
      placeholder={data ? placeholder : `Loading ${noun.many}…`}
      emptyText={data ? emptyText : 'Loading…'}
      onSearch={search.onSearch}
      listStatus={search.status}
      isRequired
      autoFocus
    />
  )
}

/** What the attachment will do, for the instance picked so far. */
function Outcome({ ip }: { ip: string }) {
  const { instance } = F.useValues()
  return (
    <p aria-live="polite">
      {instance ? (
        <>
          <span className="mono">{instance}</span> will be reachable at <span className="mono">{ip}</span>.
        </>
      ) : (
        <>
          The instance you choose will be reachable at <span className="mono">{ip}</span>.
        </>
      )}
    </p>
  )
}

/**
 * Attaches one of the project's floating IPs to one of its instances. Given the floating IP, it offers the
 * instances (those that cannot take it now greyed out with the reason) and says where the address will lead;
 * given the instance, it offers the floating IPs that are not attached yet.
 */
export function FloatingIpAttachDialog({ project, onClose, ...known }: Props) {
  const knownIp = 'floatingIp' in known ? known.floatingIp : null
  const attach = useApiMutation('floatingIpAttach', {
    onSuccess: (ip, params) => {
      refreshExternalIps()
      // on an instance's page, which instance goes without saying
      addToast({
        title: knownIp
          ? `Floating IP ${ip.name} attached to ${params.body.parent}`
          : `Floating IP ${ip.name} attached`,
      })
      onClose()
    },
  })
  return (
    <ModalForm
      title="Attach floating IP"
      submitLabel="Attach"
      initialValues={{ floatingIp: knownIp?.name ?? '', instance: 'instance' in known ? known.instance : '' }}
      schema={floatingIpAttachSchema}
      request={(values) => {
        // the address is the request's path: it is shown once one is chosen
        if (!values.floatingIp) throw new Error('Choose a floating IP')
        return attach.prepare({
          path: { floatingIp: values.floatingIp },
          query: { project },
          body: { kind: 'instance', parent: values.instance },
        })
      }}
      // picking the instance, the one choice is the instance, so whatever the API refuses is about it; picking
      // the address, a refusal goes on its field only when it names the field
      errorField={(error) => (knownIp ? 'instance' : serverErrorField(error, ['floatingIp']))}
      onClose={onClose}
    >
      {'floatingIp' in known ? (
        <>
          <p>
            Attach floating IP <span className="mono">{known.floatingIp.name}</span> to an instance of this
            project.
          </p>
          <SearchingPicker
            list={known.instances}
            name="instance"
            label="Instance"
            noun={INSTANCES}
            toItems={instanceItems}
            placeholder="Search instances"
            emptyText="No instance matches"
          />
          <Outcome ip={known.floatingIp.ip} />
        </>
      ) : (
        <SearchingPicker
          list={known.floatingIps}
          name="floatingIp"
          label="Floating IP"
          noun={FLOATING_IPS}
          toItems={floatingIpItems}
          placeholder="Type to search floating IPs"
          emptyText="No unattached floating IPs in this project"
        />
      )}
    </ModalForm>
  )
}
