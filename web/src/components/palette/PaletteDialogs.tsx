import { CommandPalette, type PaletteContext } from './CommandPalette'
import type { PaletteDialog } from './palette-state'
import { ShortcutsDialog } from './ShortcutsDialog'

/**
 * The palette or the list of shortcuts, whichever is open: the code both load on demand with (the palette's host
 * loads it with their first use, so a signed-in page carries neither).
 */
export default function PaletteDialogs({ open, ...context }: PaletteContext & { open: PaletteDialog }) {
  return open === 'palette' ? <CommandPalette {...context} /> : <ShortcutsDialog onClose={context.onClose} />
}
