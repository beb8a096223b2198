import { lazy, Suspense } from 'react'
import { useRequestsShown } from './requests-dialog'

// The dialog, the describer and the formats load with the first "Show requests".
const RequestsDialog = lazy(() => import('./RequestsDialog'))

/** The dialog of a menu's requests; mounted once in the root layout, beside the confirm dialog. */
export function RequestsDialogHost() {
  const requests = useRequestsShown()
  if (!requests) return null
  return (
    <Suspense fallback={null}>
      <RequestsDialog requests={requests} />
    </Suspense>
  )
}
