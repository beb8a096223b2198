import { Outlet, ScrollRestoration } from 'react-router'
import { ConfirmDialogHost } from '~/components/ConfirmDialogHost'
import { NavigationProgress } from '~/components/NavigationProgress'
import { PreviewBanner } from '~/components/PreviewBanner'
import { Toaster } from '~/components/Toaster'
import { useDocumentTitle } from '~/components/use-title'
import { isPreview } from '~/util/console-mode'

/** Wraps every screen: title, navigation progress, preview banner, toasts and confirms. */
export function RootLayout() {
  useDocumentTitle()
  return (
    <>
      <NavigationProgress />
      {isPreview() && <PreviewBanner />}
      <Outlet />
      <Toaster />
      <ConfirmDialogHost />
      <ScrollRestoration />
    </>
  )
}
