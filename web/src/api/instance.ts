import { Api } from './__generated__/Api'

/**
 * Same-origin client: the console is served by the API host, so cookies authenticate it. One method for every
 * operation of the API, the largest module the sign-in and device pages can do without until they send: it
 * loads on its own (`loadApiClient` in client.ts), with the signed-in area, or once a public page that can send
 * a request has shown.
 */
export const api = new Api({ host: '' })
