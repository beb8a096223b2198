import { Toast, ToastRegion } from '~/ui/Toast'
import { dismissToast, useToasts } from './toasts'

/** Renders the global toast queue; mounted once in the root layout. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastRegion>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          title={t.title}
          content={t.content}
          onClose={() => dismissToast(t.id)}
        />
      ))}
    </ToastRegion>
  )
}
