import type { MSWHandlers } from '~/api/__generated__/msw-handlers'

export const pingHandlers = {
  ping: () => ({ status: 'ok' as const }),
} satisfies Partial<MSWHandlers>
