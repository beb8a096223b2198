/** Business constants shared across the app. Durations are in milliseconds. */

/** Rows requested per page when the user has not picked another page size. */
export const DEFAULT_PAGE_SIZE = 50

/** Success and info toasts. */
export const TOAST_MS = 5000
/** Errors stay up longer so there is time to read (and copy) them. */
export const TOAST_ERROR_MS = 15_000

/** Quick navigations finish before this, so they never flash the loading bar. */
export const LOADING_BAR_DELAY_MS = 20
/** How long a copy button shows its "copied" state. */
export const COPY_CONFIRMATION_MS = 2000
/** Hover or focus this long on a link before its route data is prefetched. */
export const PREFETCH_DELAY_MS = 100
/** Once shown, a spinner stays at least this long so it does not flicker. */
export const SPINNER_MIN_MS = 500

/** How long cached query results count as fresh. */
export const QUERY_STALE_MS = 2000
/**
 * How often a list or page re-reads resources while one is in a transitional state. Requests closer together than
 * the staleness window would be deduplicated anyway.
 */
export const POLL_MS = QUERY_STALE_MS

/** Longest resource name the API accepts. */
export const NAME_MAX_LENGTH = 63
/** Hex characters appended to generated names. */
export const GENERATED_NAME_SUFFIX_LENGTH = 6

/** Largest disk size, in GiB, the create forms offer. */
export const MAX_DISK_SIZE_GIB = 1023
