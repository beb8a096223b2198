import { lazy, Suspense, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { pb } from '~/util/paths'
import { navAreas } from './nav-areas'
import { setKeysLive, showPaletteDialog, usePaletteState } from './palette-state'

// Every signed-in page carries only this, the top bar's button and the store between them. The keyboard shortcuts
// and the log of visited pages come just after the page (a few hundred bytes, asked for once the shell has shown);
// the palette, its search and the list of shortcuts with their first use (or, for the palette, as the button is
// pointed at or focused). Code that fails to arrive is the error screen's, which loads the page again for the
// console's new version.
const loadKeys = () => import('./page-keys')
const loadDialogs = () => import('./PaletteDialogs')
const PaletteDialogs = lazy(loadDialogs)

export const preloadPalette = () => {
  loadDialogs().catch(() => {
    // opening it asks again, and reports a failure then
  })
}

type Props = { fleetViewer: boolean; siloAdmin: boolean }

/**
 * The palette and the shortcuts' dialog, the keyboard shortcuts, and the log of visited pages that the palette
 * lists recent resources from. Mounted once in the signed-in shell; `fleetViewer` and `siloAdmin` decide which
 * pages the palette offers, as they decide the navigation.
 */
export function PaletteHost({ fleetViewer, siloAdmin }: Props) {
  const { open } = usePaletteState()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const here = useRef(pathname)
  here.current = pathname

  useEffect(() => {
    loadKeys().then((keys) => keys.rememberVisit(pathname), noKeys)
    // a dialog belongs to the page it was opened on (Back leaves it)
    return () => showPaletteDialog(null)
  }, [pathname])

  useEffect(() => {
    let stop: (() => void) | undefined
    let mounted = true
    loadKeys().then((keys) => {
      if (!mounted) return
      stop = keys.listenForShortcuts({
        here: () => here.current,
        open: showPaletteDialog,
        toProjects: () => navigate(pb.projects()),
        toInstances: (project) => navigate(pb.instances({ project })),
      })
      setKeysLive(true)
    }, noKeys)
    return () => {
      mounted = false
      stop?.()
      setKeysLive(false)
    }
  }, [navigate])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <PaletteDialogs
        open={open}
        onClose={() => showPaletteDialog(null)}
        areas={navAreas(pathname, fleetViewer, siloAdmin)}
      />
    </Suspense>
  )
}

const noKeys = () => {
  // without their code the shortcuts do nothing, and the button says none; the next page asks again
}
