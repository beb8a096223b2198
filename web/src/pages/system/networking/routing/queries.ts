import { listQuery, query } from '~/api/query'

// The rack's routing: BGP configurations and what they announce, the sessions with the peers and what they
// learn, BFD, and the address lots that uplink, loopback and announced addresses are drawn from.

export const bgpConfigList = () => listQuery('networkingBgpConfigList', { query: {} })

/** Every announce set, in one answer (the API does not page it). */
export const announceSetList = query('networkingBgpAnnounceSetList', {})

export const announcementList = (announceSet: string) =>
  query('networkingBgpAnnouncementList', { path: { announceSet } })

/** The state of every BGP session of the rack's switches. */
export const bgpStatus = query('networkingBgpStatus', {})

/** What each established peer is sent, by peer address. */
export const bgpExported = query('networkingBgpExported', {})

export const bgpImportedRoutes = (asn: number) => query('networkingBgpImportedRoutesIpv4', { query: { asn } })

export const bgpMessageHistory = (asn: number) => query('networkingBgpMessageHistory', { query: { asn } })

export const bfdStatus = query('networkingBfdStatus', {})

export const addressLotList = () => listQuery('networkingAddressLotList', { query: {} })

export const addressLotBlockList = (addressLot: string) =>
  listQuery('networkingAddressLotBlockList', { path: { addressLot }, query: {} })

export const loopbackAddressList = () => listQuery('networkingLoopbackAddressList', { query: {} })
