import { formFields } from '~/components/form/form-fields'
import { type LotBlock, lotBlockLabel } from '~/pages/system/networking/routing/lot-blocks'
import { RowList } from '~/pages/system/networking/routing/RowList'
import s from '~/pages/system/networking/routing/routing.module.css'
import { type AnnounceSetValues, announcementFields, newAnnouncementRow } from './announce-set-form'

const F = formFields<AnnounceSetValues>()

const KIND = { infra: 'infrastructure lot', pool: 'pool lot' } as const

/** The announcements of the set, each a network and the address lot block it is drawn from. */
export function AnnouncementRows({ blocks }: { blocks: readonly LotBlock[] | undefined }) {
  const { announcements } = F.useValues()
  const setValue = F.useSetValue()
  const items = (blocks ?? []).map((b) => ({
    value: b.block.id,
    label: lotBlockLabel(b),
    description: b.lot.description ? `${KIND[b.lot.kind]}: ${b.lot.description}` : KIND[b.lot.kind],
  }))
  return (
    <RowList
      title="Announcements"
      rowName="announcement"
      keys={announcements.map((a) => a.key)}
      onAdd={() => setValue('announcements', [...announcements, newAnnouncementRow()])}
      onRemove={(index) =>
        setValue(
          'announcements',
          announcements.filter((_, i) => i !== index),
        )
      }
      note={
        <p className={s.note}>
          The networks the switches announce to their peers. Each is drawn from an address lot block, which
          must hold all of it. With none, the set announces nothing.
        </p>
      }
    >
      {(index) => {
        const A = announcementFields(index)
        return (
          <>
            <A.Text
              name="network"
              label="Network"
              summaryLabel={`Announcement ${index + 1} network`}
              description="A network address and its width, such as 10.85.0.0/24"
              isRequired
              mono
              autoComplete="off"
            />
            <A.ComboBox
              name="block"
              label="Address lot block"
              summaryLabel={`Announcement ${index + 1} address lot block`}
              isRequired
              items={items}
              emptyText="No address lot blocks"
            />
          </>
        )
      }}
    </RowList>
  )
}
