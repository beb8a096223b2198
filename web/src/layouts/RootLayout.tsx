import { Outlet, ScrollRestoration } from 'react-router'
import { Announcer } from '~/components/Announcer'
import { ConfirmDialogHost } from '~/components/ConfirmDialogHost'
import { NavigationProgress } from '~/components/NavigationProgress'
import { PreviewBanner } from '~/components/PreviewBanner'
import { Toaster } from '~/components/Toaster'
import { usePageArrival } from '~/components/use-page-arrival'
import { useDocumentTitle } from '~/components/use-title'
import { isPreview } from '~/util/console-mode'

/** Wraps every screen: title, navigation progress, preview banner, toasts, confirms and announcements. */
export function RootLayout() {
  useDocumentTitle()
  usePageArrival()
  return (
    <>
      <NavigationProgress />
      {isPreview() && <PreviewBanner />}
      <Outlet />
      <Toaster />
      <ConfirmDialogHost />
      <Announcer />
      <ScrollRestoration />
    </>
  )
}
