import { useAnnouncement } from './announcements'

/** The live region every announcement is read from, present from the start so that its changes are heard. */
export function Announcer() {
  const message = useAnnouncement()
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
      {message}
    </div>
  )
}
