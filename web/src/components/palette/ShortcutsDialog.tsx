import { Dialog } from '~/ui/Dialog'
import { type Property, PropertyList } from '~/ui/PropertyList'

const keys = (...names: string[]) =>
  names.map((name, i) => (
    <span key={name}>
      {i > 0 && ' then '}
      <kbd>{name}</kbd>
    </span>
  ))

const SHORTCUTS: Property[] = [
  ['Open the search', [...keys('Ctrl+K'), ' or ', ...keys('⌘K'), ' or ', ...keys('/')]],
  ['Show these shortcuts', keys('?')],
  ['Go to the projects', keys('g', 'p')],
  ["Go to the project's instances (on a project's page)", keys('g', 'i')],
  ['Open the create form of the list on screen', keys('n')],
]

/** The keyboard shortcuts, listed; none of them works while typing in a field or while a dialog is open. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Keyboard shortcuts" isOpen onOpenChange={(open) => !open && onClose()} width="medium">
      <PropertyList layout="list" properties={SHORTCUTS} />
      <p>They do nothing while you type in a field or while a dialog is open.</p>
    </Dialog>
  )
}
