import type { RouteObject } from 'react-router'

/** The user's SSH keys: the list, the create form and each key's panel. */
export const sshKeysRoutes: RouteObject[] = []
