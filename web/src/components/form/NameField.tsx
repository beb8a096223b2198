import { normalizeNameInput } from '~/util/validate'
import { TextFieldF } from './TextFieldF'

const HELP = 'Lowercase letters, digits and dashes; starts with a letter. At most 63 characters.'

/** The resource-name field every create/edit form uses. */
export function NameField({ label = 'Name', autoFocus }: { label?: string; autoFocus?: boolean }) {
  return (
    <TextFieldF
      name="name"
      label={label}
      description={HELP}
      isRequired
      autoFocus={autoFocus}
      autoComplete="off"
      transform={normalizeNameInput}
    />
  )
}

export function DescriptionField() {
  return <TextFieldF name="description" label="Description" multiline />
}
