import { query } from '~/api/query'

/** The sign-in settings of the signed-in user's silo: how long a device token may last. */
export const authSettings = query('authSettingsView', {})
