import { listQuery, query } from '~/api/query'

export const siloList = () => listQuery('siloList', { query: {} })

/** A silo's view; its role mapping is part of every fleet role check, so it is declared with the policies. */
export { siloView } from '~/components/access/queries'

export const siloIdpList = (silo: string) => listQuery('siloIdentityProviderList', { query: { silo } })

export const samlIdpView = (silo: string, provider: string) =>
  query('samlIdentityProviderView', { path: { provider }, query: { silo } })

export const siloQuotas = (silo: string) => query('siloQuotasView', { path: { silo } })

/** What the silo has provisioned, to set beside its quotas. */
export const siloUtilization = (silo: string) => query('siloUtilizationView', { path: { silo } })

/** The SCIM client tokens of a silo: the API lists them whole, never with their secret. */
export const scimTokenList = (silo: string) => query('scimTokenList', { query: { silo } })
