/** The code a device shows for the user to confirm: 8 letters, displayed as `CRAB-RACK`. */
export const DEVICE_CODE_LENGTH = 8
/** The dash goes after the letter at this index, i.e. after the 4th letter. */
export const DASH_AFTER_INDEX = 3

/**
 * What the code boxes keep from typing or pasting: letters only (dashes, spaces and anything else
 * dropped), uppercase, at most 8.
 */
export function normalizeUserCode(raw: string): string {
  return raw
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, DEVICE_CODE_LENGTH)
}

/** `CRABRACK` -> `CRAB-RACK`, the form the API expects. Accepts unnormalised input too. */
export function formatUserCode(code: string): string {
  const letters = normalizeUserCode(code)
  const cut = DASH_AFTER_INDEX + 1
  return letters.length > cut ? `${letters.slice(0, cut)}-${letters.slice(cut)}` : letters
}

/** True once all 8 letters are there; the submit button stays disabled until then. */
export const isCompleteCode = (code: string) => normalizeUserCode(code).length === DEVICE_CODE_LENGTH

/** The query parameter of the device page that holds the code, as a verification link gives it. */
export const USER_CODE_PARAM = 'user_code'

/**
 * The code boxes' value from the URL: the letters of a code (`crab-rack`, `CRABRACK`), and the gaps of one typed
 * in part (spaces), at most 8 boxes.
 */
export function userCodeFromUrl(value: string | null): string {
  if (!value) return ''
  const boxes = /^[a-z ]*$/i.test(value) ? value : normalizeUserCode(value)
  return boxes.slice(0, DEVICE_CODE_LENGTH).toUpperCase().trimEnd()
}
