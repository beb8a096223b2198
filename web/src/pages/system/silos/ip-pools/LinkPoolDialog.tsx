import { useApiQuery } from '~/api'
import type { SiloIpPool } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { useLinkPoolToSilo } from '~/components/link-pool-to-silo'
import { ipPoolList } from '~/pages/system/ip-pools/queries'
import s from '~/pages/system/silos/silos.module.css'
import { linkPoolSchema } from './link-pool-schema'

type LinkValues = { pool: string; makeDefault: boolean }

const F = formFields<LinkValues>()

type Props = { silo: string; linked: readonly SiloIpPool[]; onClose: () => void }

/** Links one of the system's pools to the silo, optionally as its default (which demotes the old default). */
export function LinkPoolDialog({ silo, linked, onClose }: Props) {
  const { data: pools, error } = useApiQuery(ipPoolList().all())
  const current = linked.find((p) => p.isDefault)
  const linkedIds = new Set(linked.map((p) => p.id))
  const items = (pools?.items ?? [])
    .filter((p) => !linkedIds.has(p.id))
    .map((p) => ({ value: p.name, label: p.name, description: p.description || undefined }))
  const link = useLinkPoolToSilo()
  const choice = ({ pool, makeDefault }: LinkValues) => ({ pool, silo, makeDefault })

  return (
    <ModalForm
      title="Link pool"
      submitLabel="Link pool"
      initialValues={{ pool: '', makeDefault: false }}
      schema={linkPoolSchema}
      request={(values) => link.request(choice(values))}
      // a failure to make it the default leaves the link made, and says so
      onSubmit={async (values) => {
        await link.send(choice(values))
        onClose()
      }}
      onClose={onClose}
    >
      <F.ComboBox
        name="pool"
        label="IP pool"
        isRequired
        autoFocus
        items={items}
        placeholder={
          !pools && !error
            ? 'Loading pools…'
            : items.length > 0
              ? 'Select a pool'
              : 'Every pool is linked already'
        }
        emptyText="No pools match"
      />
      {error && <p className={s.warning}>Could not load the pools: {error.message}</p>}
      <F.Checkbox
        name="makeDefault"
        description={
          current
            ? `Pool ${current.name} is the default now; it stays linked but will no longer be the default.`
            : 'Ephemeral and floating IPs of the silo come from the default pool when no pool is named.'
        }
      >
        Make it the default pool of the silo
      </F.Checkbox>
    </ModalForm>
  )
}
