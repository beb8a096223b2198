import { useState } from 'react'
import type { Disk } from '~/api/__generated__/Api'
import { DiskFields } from '~/components/disk-form/DiskFields'
import { diskDefaults, type SourceLists } from '~/components/disk-form/disk-form'
import { PlainButton } from '~/ui/PlainButton'
import { formatBytes, GiB } from '~/util/format'
import { generateName } from '~/util/names'
import { F } from './create-fields'
import s from './create-form.module.css'
import { Section } from './Section'
import { AddedList, Subform } from './Subform'
import { type AdditionalDisk, bootDiskNameFor, validateNewDisk } from './values'

/** An instance has at most 12 disks, the boot disk included. */
const MAX_DISKS = 12

const Draft = F.at('diskDraft')

type Mode = 'create' | 'attach' | null
type Props = { detachedDisks: Disk[]; diskSources: SourceLists }

/** Disks besides the boot disk: new ones (blank, or from a snapshot or an image), or existing detached ones. */
export function DisksSection({ detachedDisks, diskSources }: Props) {
  const values = F.useValues()
  const setFieldValue = F.useSetValue()
  const [mode, setMode] = useState<Mode>(null)
  const [draftError, setDraftError] = useState<string | undefined>()
  const disks = values.disks
  const bootName =
    values.bootSource === 'disk' ? values.bootDisk : values.bootDiskName || bootDiskNameFor(values.name)
  const taken = [bootName, ...disks.map((d) => d.name)]
  const full = disks.length + 1 >= MAX_DISKS

  const open = (next: Mode) => {
    setDraftError(undefined)
    setMode(next)
    if (next === 'create')
      setFieldValue('diskDraft', diskDefaults(generateName(values.name || 'instance', 'disk')))
    if (next === 'attach') setFieldValue('attachDraft', '')
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
  const attachable = detachedDisks.filter((d) => !taken.includes(d.name))

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
            emptyText="No detached disks in this project"
            items={attachable.map((d) => ({
              value: d.name,
              label: d.name,
              description: formatBytes(d.size),
            }))}
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
                : attachable.length === 0
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
