import { useField, useFormikContext } from 'formik'
import { NumberFieldF } from '~/components/form/NumberFieldF'
import {
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
  INSTANCE_MIN_CPUS,
  INSTANCE_MIN_MEMORY_GIB,
  presetLabel,
  SIZE_PRESETS,
} from '~/pages/project/instances/instance-sizes'
import { Select } from '~/ui/Select'
import s from './create-form.module.css'
import { Section } from './Section'
import type { CreateValues } from './values'

const ITEMS = [
  ...SIZE_PRESETS.map((p) => ({ value: p.id, label: `${p.family}: ${presetLabel(p)}` })),
  { value: 'custom', label: 'Custom size' },
]

/** A preset shape, or any vCPU count and memory within the API's limits. */
export function SizeSection() {
  const [field] = useField<string>('size')
  const { setFieldValue, values } = useFormikContext<CreateValues>()
  const choose = (id: string) => {
    setFieldValue('size', id)
    const preset = SIZE_PRESETS.find((p) => p.id === id)
    if (preset) {
      setFieldValue('ncpus', preset.ncpus)
      setFieldValue('memoryGib', preset.memoryGib)
    }
  }
  return (
    <Section title="Size">
      <Select
        label="Size"
        items={ITEMS}
        value={field.value}
        onChange={choose}
        description={
          field.value === 'custom'
            ? undefined
            : `${values.ncpus} vCPU and ${values.memoryGib} GiB of memory. Pick "Custom size" for another shape.`
        }
      />
      {field.value === 'custom' && (
        <div className={s.row}>
          <NumberFieldF
            name="ncpus"
            label="vCPUs"
            minValue={INSTANCE_MIN_CPUS}
            maxValue={INSTANCE_MAX_CPUS}
            isRequired
            description={`${INSTANCE_MIN_CPUS} to ${INSTANCE_MAX_CPUS}`}
          />
          <NumberFieldF
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
