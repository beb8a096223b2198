import { normalizeNameInput } from '~/util/name-input'
import { TextFieldF } from './TextFieldF'

const HELP = 'Lowercase letters, digits and dashes; starts with a letter. At most 63 characters.'

type Props = {
  name: string
  label?: string
  autoFocus?: boolean
  description?: string
  /** False for a name that may be left empty (the form then picks one). */
  isRequired?: boolean
}

/**
 * The field for every resource name the user types, on any form (`normalizeNameInput`): capitals lowercased,
 * spaces and underscores made dashes as they are typed.
 */
export function NameField({ name, label = 'Name', autoFocus, description = HELP, isRequired = true }: Props) {
  return (
    <TextFieldF
      name={name}
      label={label}
      description={description}
      isRequired={isRequired}
      autoFocus={autoFocus}
      autoComplete="off"
      transform={normalizeNameInput}
    />
  )
}

export function DescriptionField({ name, label = 'Description' }: { name: string; label?: string }) {
  return <TextFieldF name={name} label={label} multiline />
}
