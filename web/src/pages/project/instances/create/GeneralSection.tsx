import { useFormikContext } from 'formik'
import { DescriptionField, NameField } from '~/components/form/NameField'
import { TextFieldF } from '~/components/form/TextFieldF'
import { Section } from './Section'
import type { CreateValues } from './values'

export function GeneralSection() {
  const { values } = useFormikContext<CreateValues>()
  return (
    <Section title="General">
      <NameField autoFocus />
      <DescriptionField />
      <TextFieldF
        name="hostname"
        label="Hostname"
        autoComplete="off"
        description={`The name the guest calls itself. Leave empty to use the instance name (${values.name || 'not set yet'}).`}
      />
    </Section>
  )
}
