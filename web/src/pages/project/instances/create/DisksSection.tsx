import { useFormikContext } from 'formik'
import { useState } from 'react'
import type { Disk } from '~/api/__generated__/Api'
import { ComboBoxF } from '~/components/form/ComboBoxF'
import { NumberFieldF } from '~/components/form/NumberFieldF'
import { TextFieldF } from '~/components/form/TextFieldF'
import { Button } from '~/ui/Button'
import { MAX_DISK_SIZE_GIB } from '~/util/constants'
import { formatBytes, GiB } from '~/util/format'
import { generateName } from '~/util/names'
import s from './create-form.module.css'
import { FieldError, Section } from './Section'
import { AddedList, Subform } from './Subform'
import { type AdditionalDisk, bootDiskNameFor, type CreateValues, validateNewDisk } from './values'

/** An instance has at most 12 disks, the boot disk included. */
const MAX_DISKS = 12

type Mode = 'create' | 'attach' | null

/** Disks besides the boot disk: new blank ones, or existing detached ones. */
export function DisksSection({ detachedDisks }: { detachedDisks: Disk[] }) {
  const { values, setFieldValue } = useFormikContext<CreateValues>()
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
      setFieldValue('diskDraft', { name: generateName(values.name || 'instance', 'disk'), size: 10 })
    if (next === 'attach') setFieldValue('attachDraft', '')
  }
  const add = (disk: AdditionalDisk) => {
    setFieldValue('disks', [...disks, disk])
    setMode(null)
  }
  const addNew = () => {
    const draft = { type: 'create' as const, description: '', ...values.diskDraft }
    const error = validateNewDisk(draft, taken)
    if (error) return setDraftError(error)
    add(draft)
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
      <FieldError name="disks" />
      {mode === 'create' && (
        <Subform
          title="New disk"
          addLabel="Add disk"
          error={draftError}
          onAdd={addNew}
          onCancel={() => setMode(null)}
        >
          <div className={s.row}>
            <TextFieldF name="diskDraft.name" label="Disk name" autoComplete="off" autoFocus isRequired />
            <NumberFieldF
              name="diskDraft.size"
              label="Disk size"
              unit="GiB"
              minValue={1}
              maxValue={MAX_DISK_SIZE_GIB}
              isRequired
            />
          </div>
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
          <ComboBoxF
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
          <Button
            variant="secondary"
            disabledReason={full ? `An instance can have at most ${MAX_DISKS} disks` : undefined}
            onPress={() => open('create')}
          >
            Create new disk
          </Button>
          <Button
            variant="secondary"
            disabledReason={
              full
                ? `An instance can have at most ${MAX_DISKS} disks`
                : attachable.length === 0
                  ? 'No detached disks in this project'
                  : undefined
            }
            onPress={() => open('attach')}
          >
            Attach existing disk
          </Button>
        </div>
      )}
    </Section>
  )
}
