/** Byte units, binary as the API counts them. */

export const KiB = 1024
export const MiB = 1024 ** 2
export const GiB = 1024 ** 3
export const TiB = 1024 ** 4

/** Bytes in GiB with at most two decimals, as quota messages show them: `1.5 GiB`. */
export function formatGiB(bytes: number): string {
  return `${Math.round((bytes / GiB) * 100) / 100} GiB`
}
