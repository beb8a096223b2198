import { buttonClassName } from '~/ui/button-look'
import { Svg } from '~/ui/icons/Svg'
import { preloadPalette } from './PaletteHost'
import { showPaletteDialog, usePaletteState } from './palette-state'
import s from './SearchButton.module.css'

/**
 * The top bar's way into the palette, which shows its shortcut (and names the shortcuts to assistive technology
 * once they work); the palette's code is asked for as the pointer nears.
 */
export function SearchButton() {
  const { keysLive } = usePaletteState()
  return (
    <button
      type="button"
      className={buttonClassName({ variant: 'secondary', size: 'sm' })}
      aria-keyshortcuts={keysLive ? 'Control+K Meta+K /' : undefined}
      onClick={() => showPaletteDialog('palette')}
      onPointerEnter={preloadPalette}
      onFocus={preloadPalette}
    >
      <Svg name="search">
        <circle cx="7" cy="7" r="4.5" />
        <path d="m10.5 10.5 3 3" />
      </Svg>
      Search
      <span aria-hidden="true" className={s.keys}>
        Ctrl K
      </span>
    </button>
  )
}
