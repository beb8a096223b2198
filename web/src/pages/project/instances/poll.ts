/**
 * How often a list or page re-reads instances while one is in a transitional state. Requests closer together than
 * the 2-second staleness window would be deduplicated anyway.
 */
export const INSTANCE_POLL_MS = 2000
