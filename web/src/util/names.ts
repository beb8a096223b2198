import { GENERATED_NAME_SUFFIX_LENGTH, NAME_MAX_LENGTH } from './constants'

const MAX_PARTS = Math.floor((NAME_MAX_LENGTH - GENERATED_NAME_SUFFIX_LENGTH) / 2)

/** `length` random lowercase hex characters. */
export function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2))
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length)
}

/** Reduce free text to what a name may contain, so a part taken from user input can't break it. */
function cleanPart(part: string): string {
  return part
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * Share `budget` characters among parts: short parts keep their full length and what they leave
 * over goes to the longer ones, so `generateName('db', '<long image name>')` keeps most of the image.
 */
function fitLengths(lengths: number[], budget: number): number[] {
  const result = lengths.map(() => 0)
  let remaining = budget
  // shortest first, so each part's fair share includes what the shorter ones did not need
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[a] - lengths[b])
  order.forEach((index, position) => {
    const share = Math.floor(remaining / (order.length - position))
    result[index] = Math.min(lengths[index], share)
    remaining -= result[index]
  })
  return result
}

/**
 * A fresh name like `my-instance-disk-3fa9c2`: the parts joined with dashes, each truncated so the
 * whole stays within the name length limit, then a random hex suffix so repeated calls don't
 * collide. The result always passes `validateName`.
 */
export function generateName(...parts: string[]): string {
  const suffix = randomHex(GENERATED_NAME_SUFFIX_LENGTH)
  let cleaned = parts.map(cleanPart).filter(Boolean)
  // names must start with a letter; a leading digit would otherwise make the whole name invalid
  if (cleaned.length === 0 || !/^[a-z]/.test(cleaned[0])) cleaned = ['n', ...cleaned]
  // every part needs at least one character and a dash; beyond that, later parts are dropped
  cleaned = cleaned.slice(0, MAX_PARTS)

  // one dash between each part and before the suffix
  const budget = NAME_MAX_LENGTH - GENERATED_NAME_SUFFIX_LENGTH - cleaned.length
  const lengths = fitLengths(
    cleaned.map((p) => p.length),
    budget,
  )
  const fitted = cleaned
    // truncation can leave a trailing dash, which would double up with the joining dash
    .map((p, i) => p.slice(0, lengths[i]).replace(/-+$/, ''))
    .filter(Boolean)

  return [...fitted, suffix].join('-')
}
