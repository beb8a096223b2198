/** Cheap deterministic hashes, so generated data (ids, samples, placements) is the same on every load. */

/** 32-bit FNV-1a of the text's UTF-16 code units, from `basis` (the standard offset basis by default). */
export function fnv1a(text: string, basis = 0x811c9dc5): number {
  let hash = basis
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** A number in [0, 1) for the text, so a series looks the same on every refetch. */
export function unitHash(text: string): number {
  return (fnv1a(text) % 100_000) / 100_000
}
