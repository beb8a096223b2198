import { lazy, Suspense } from 'react'
import { useConfirmRequest } from './confirm'

// The dialog (and React Aria's overlay machinery) loads with the first confirmation, not with every page.
const ConfirmDialog = lazy(() => import('./ConfirmDialog'))

/** The one dialog every destructive action goes through; mounted once in the root layout. */
export function ConfirmDialogHost() {
  const request = useConfirmRequest()
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={request} />
    </Suspense>
  )
}
