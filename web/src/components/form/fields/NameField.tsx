import { normalizeNameInput } from '~/util/name-input'
import { TextFieldF } from './TextFieldF'

const HELP = 'Lowercase letters, digits and dashes; starts with a letter. At most 63 characters.'

type Props = { name: string; label?: string; autoFocus?: boolean; description?: string }

/** The resource-name field every create/edit form uses: lowercased and dashed as it is typed. */
export function NameField({ name, label = 'Name', autoFocus, description = HELP }: Props) {
  return (
    <TextFieldF
      name={name}
      label={label}
      description={description}
      isRequired
      autoFocus={autoFocus}
      autoComplete="off"
      transform={normalizeNameInput}
    />
  )
}

export function DescriptionField({ name, label = 'Description' }: { name: string; label?: string }) {
  return <TextFieldF name={name} label={label} multiline />
}
