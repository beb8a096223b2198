export const CONSOLE_NAME = 'Oxide Console'

/**
 * Document title from the breadcrumb trail, most specific first, so the part that tells browser tabs
 * apart is the part that survives truncation.
 */
export function pageTitle(crumbLabels: readonly string[]): string {
  return [...crumbLabels].reverse().concat(CONSOLE_NAME).join(' / ')
}
