import type { Silo } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { useLinkPoolToSilo } from '~/components/link-pool-to-silo'
import { SiloDefaultNow } from './SiloDefaultNow'
import { type LinkSiloValues, linkSiloDefaults } from './silo-link-form'
import { linkSiloSchema } from './silo-link-schema'

type Props = {
  pool: string
  /** The silos the pool is not linked to yet: the only ones it can be linked to. */
  silos: readonly Silo[] | undefined
  onClose: () => void
}

const F = formFields<LinkSiloValues>()

/** Says what making the pool the chosen silo's default replaces, once there is a silo to say it of. */
function DefaultNote({ pool }: { pool: string }) {
  const { silo, isDefault } = F.useValues()
  if (!silo || !isDefault) return null
  return (
    <p>
      <SiloDefaultNow silo={silo} pool={pool} />
    </p>
  )
}

export function LinkSiloDialog({ pool, silos, onClose }: Props) {
  const link = useLinkPoolToSilo()
  const items = (silos ?? []).map((silo) => ({
    value: silo.name,
    label: silo.name,
    description: silo.description || undefined,
  }))
  return (
    <ModalForm
      title="Link silo"
      submitLabel="Link silo"
      initialValues={linkSiloDefaults}
      schema={linkSiloSchema}
      request={({ silo, isDefault }) => link.request({ pool, silo, makeDefault: isDefault })}
      // a failure to make it the default leaves the link made, and says so
      onSubmit={async ({ silo, isDefault }) => {
        await link.send({ pool, silo, makeDefault: isDefault })
        onClose()
      }}
      // a refusal is about the link to that silo: a taken link, a silo that is gone, a user who may not link
      errorField={() => 'silo'}
      onClose={onClose}
    >
      <p>
        Users of the silo you choose can take external addresses from <span className="mono">{pool}</span>.
      </p>
      <F.ComboBox
        name="silo"
        label="Silo"
        items={items}
        placeholder={silos ? 'Search silos' : 'Loading silos…'}
        emptyText={silos ? 'No unlinked silo matches' : 'Loading…'}
        isRequired
        autoFocus
      />
      <F.Checkbox
        name="isDefault"
        description="Addresses asked for without naming a pool come from the silo's default pool. A silo has one default at most."
      >
        Make this the silo's default pool
      </F.Checkbox>
      <DefaultNote pool={pool} />
    </ModalForm>
  )
}
