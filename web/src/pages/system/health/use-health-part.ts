import { asApiError, useLiveRead } from '~/api'
import type { HealthPart, Judged } from './health-parts'

/** How often the page checks again on its own: what it shows changes without anyone acting on the console. */
export const HEALTH_REFRESH_MS = 30_000

/**
 * One part of the page, read and judged, and read again every HEALTH_REFRESH_MS. A part whose read fails keeps
 * what it found last (if anything) beside the error, and waits for Try again or Check now.
 */
export function useHealthPart(part: HealthPart) {
  const read = useLiveRead<Judged>(
    `health ${part.id}`,
    async () => {
      try {
        return await part.judge()
      } catch (error) {
        throw asApiError(error)
      }
    },
    { refreshInterval: HEALTH_REFRESH_MS },
  )
  /** Reads the part again now (Try again, Check now): a read, nothing is written. */
  const checkAgain = () => read.mutate()
  return Object.assign(read, { checkAgain })
}

export type HealthRead = ReturnType<typeof useHealthPart>
