import { useState } from 'react'
import { DiskFields } from '~/components/disk-form/DiskFields'
import { diskDefaults, type SourceLists } from '~/components/disk-form/disk-form'
import type { SourceSearches } from '~/components/disk-form/use-disk-source-search'
import { PlainButton } from '~/ui/PlainButton'
import { formatBytes, GiB } from '~/util/format'
import { generateName } from '~/util/names'
import { F } from './create-fields'
import s from './create-form.module.css'
import { Section } from './Section'
import { AddedList, Subform } from './Subform'
import { type DiskPage, useDetachedDiskPicker } from './use-detached-disk-picker'
import { type AdditionalDisk, bootDiskNameFor, validateNewDisk } from './values'

/** An instance has at most 12 disks, the boot disk included. */
const MAX_DISKS = 12

const Draft = F.at('diskDraft')

type Mode = 'create' | 'attach' | null
type Props = {
  project: string
  /** The first page of the project's disks; its detached ones are offered, and the rest searched as typed. */
  disks: DiskPage
  diskSources: SourceLists
  /** The search of a new disk's sources past their first pages. */
  diskSearch?: SourceSearches
}

/** Disks besides the boot disk: new ones (blank, or from a snapshot or an image), or existing detached ones. */
export function DisksSection({ project, disks: diskPage, diskSources, diskSearch }: Props) {
  const values = F.useValues()
  const setFieldValue = F.useSetValue()
  const [mode, setMode] = useState<Mode>(null)
  const [draftError, setDraftError] = useState<string | undefined>()
  const disks = values.disks
  const bootName =
    values.bootSource === 'disk' ? values.bootDisk : values.bootDiskName || bootDiskNameFor(values.name)
  const taken = [bootName, ...disks.map((d) => d.name)]
  const full = disks.length + 1 >= MAX_DISKS
  const attachable = useDetachedDiskPicker(project, diskPage, taken)
  // with a list longer than its first page, a disk may still be found by its name
  const noneToAttach = attachable.complete && attachable.items.length === 0

  const open = (next: Mode) => {
    setDraftError(undefined)
    setMode(next)
    if (next === 'create')
      setFieldValue('diskDraft', diskDefaults(generateName(values.name || 'instance', 'disk')))
    if (next === 'attach') {
      setFieldValue('attachDraft', '')
      // a new picker starts with an empty input, so with no search from the last one
      attachable.onSearch?.('')
    }
  }
  const add = (disk: AdditionalDisk) => {
    setFieldValue('disks', [...disks, disk])
    setMode(null)
  }
  const addNew = () => {
    const error = validateNewDisk(values.diskDraft, taken, diskSources)
    if (error) return setDraftError(error)
    add({ type: 'create', ...values.diskDraft })
  }
  const addExisting = () => {
    if (!values.attachDraft) return setDraftError('Disk is required')
    add({ type: 'attach', name: values.attachDraft })
  }

  return (
    <Section title="Additional disks">
      <AddedList
        label="Additional disks"
        noun="disk"
        items={disks}
        onRemove={(d) =>
          setFieldValue(
            'disks',
            disks.filter((x) => x.name !== d.name),
          )
        }
      >
        {(d) => (
          <>
            <span className="mono">{d.name}</span>{' '}
            {d.type === 'create' ? `new, ${formatBytes(d.size * GiB)}` : 'existing disk'}
          </>
        )}
      </AddedList>
      <F.Error name="disks" />
      {mode === 'create' && (
        <Subform
          title="New disk"
          addLabel="Add disk"
          error={draftError}
          onAdd={addNew}
          onCancel={() => setMode(null)}
        >
          <DiskFields
            fields={Draft}
            lists={diskSources}
            search={diskSearch}
            nameLabel="Disk name"
            sizeLabel="Disk size"
            autoFocus
          />
        </Subform>
      )}
      {mode === 'attach' && (
        <Subform
          title="Existing disk"
          addLabel="Attach disk"
          error={draftError}
          onAdd={addExisting}
          onCancel={() => setMode(null)}
        >
          <F.ComboBox
            name="attachDraft"
            label="Disk"
            autoFocus
            isRequired
            placeholder="Type to search detached disks"
            emptyText={attachable.complete ? 'No detached disks in this project' : 'No detached disks match'}
            items={attachable.items}
            onSearch={attachable.onSearch}
            listStatus={attachable.status}
          />
        </Subform>
      )}
      {mode === null && (
        <div className={s.inlineActions}>
          <PlainButton
            variant="secondary"
            disabledReason={full ? `An instance can have at most ${MAX_DISKS} disks` : undefined}
            onClick={() => open('create')}
          >
            Create new disk
          </PlainButton>
          <PlainButton
            variant="secondary"
            disabledReason={
              full
                ? `An instance can have at most ${MAX_DISKS} disks`
                : noneToAttach
                  ? 'No detached disks in this project'
                  : undefined
            }
            onClick={() => open('attach')}
          >
            Attach existing disk
          </PlainButton>
        </div>
      )}
    </Section>
  )
}
