import { F } from './create-fields'
import { Section } from './Section'

export function GeneralSection() {
  const { name } = F.useValues()
  return (
    <Section title="General">
      <F.Name autoFocus />
      <F.Description />
      <F.Text
        name="hostname"
        label="Hostname"
        autoComplete="off"
        description={`The name the guest calls itself. Leave empty to use the instance name (${name || 'not set yet'}).`}
      />
    </Section>
  )
}
