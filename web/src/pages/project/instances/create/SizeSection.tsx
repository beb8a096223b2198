import {
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
  INSTANCE_MIN_CPUS,
  INSTANCE_MIN_MEMORY_GIB,
  presetLabel,
  SIZE_PRESETS,
} from '~/pages/project/instances/instance-sizes'
import { Select } from '~/ui/Select'
import { F } from './create-fields'
import s from './create-form.module.css'
import { Section } from './Section'

const ITEMS = [
  ...SIZE_PRESETS.map((p) => ({ value: p.id, label: `${p.family}: ${presetLabel(p)}` })),
  { value: 'custom', label: 'Custom size' },
]

/** A preset shape, or any vCPU count and memory within the API's limits. */
export function SizeSection() {
  const values = F.useValues()
  const setValue = F.useSetValue()
  const choose = (id: string) => {
    setValue('size', id)
    const preset = SIZE_PRESETS.find((p) => p.id === id)
    if (preset) {
      setValue('ncpus', preset.ncpus)
      setValue('memoryGib', preset.memoryGib)
    }
  }
  return (
    <Section title="Size">
      <Select
        label="Size"
        items={ITEMS}
        value={values.size}
        onChange={choose}
        description={
          values.size === 'custom'
            ? undefined
            : `${values.ncpus} vCPU and ${values.memoryGib} GiB of memory. Pick "Custom size" for another shape.`
        }
      />
      {values.size === 'custom' && (
        <div className={s.row}>
          <F.Number
            name="ncpus"
            label="vCPUs"
            minValue={INSTANCE_MIN_CPUS}
            maxValue={INSTANCE_MAX_CPUS}
            isRequired
            description={`${INSTANCE_MIN_CPUS} to ${INSTANCE_MAX_CPUS}`}
          />
          <F.Number
            name="memoryGib"
            label="Memory"
            unit="GiB"
            minValue={INSTANCE_MIN_MEMORY_GIB}
            maxValue={INSTANCE_MAX_MEMORY_GIB}
            isRequired
            description={`${INSTANCE_MIN_MEMORY_GIB} to ${INSTANCE_MAX_MEMORY_GIB} GiB`}
          />
        </div>
      )}
    </Section>
  )
}
