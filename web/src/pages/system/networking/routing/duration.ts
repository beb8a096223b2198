const UNITS = [
  { ms: 86_400_000, suffix: 'd' },
  { ms: 3_600_000, suffix: 'h' },
  { ms: 60_000, suffix: 'm' },
  { ms: 1_000, suffix: 's' },
] as const

/**
 * How long something has lasted, in its two largest units, each floored: `3d 4h`, `4h 12m`, `12m 5s`, `5s`.
 * Under a second is `0s`.
 */
export function formatDuration(ms: number): string {
  let rest = Math.max(0, Math.floor(ms))
  const parts: string[] = []
  for (const { ms: size, suffix } of UNITS) {
    const amount = Math.floor(rest / size)
    rest -= amount * size
    if (amount > 0 || parts.length > 0) parts.push(`${amount}${suffix}`)
    if (parts.length === 2) break
  }
  if (parts.length === 0) return '0s'
  // `3d 0h` says no more than `3d`
  return parts.filter((p, i) => i === 0 || !p.startsWith('0')).join(' ')
}
