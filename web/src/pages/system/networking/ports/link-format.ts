import type { LinkFec, LinkSpeed, SwitchPortLinkConfig } from '~/api/__generated__/Api'

/** `speed100_g` is 100 Gbit/s; the API names one speed per value. */
export function formatLinkSpeed(speed: LinkSpeed): string {
  const gbits = Number(speed.replace(/\D/g, ''))
  return `${gbits} Gbit/s`
}

const FEC_NAMES: Record<LinkFec, string> = { rs: 'Reed-Solomon', firecode: 'Firecode', none: 'None' }

/** The forward error correction asked for; without one the switch uses the standard one of the link's media. */
export const formatLinkFec = (fec: LinkFec | null | undefined) =>
  fec ? FEC_NAMES[fec] : 'Standard for the media'

export const formatAutoneg = (autoneg: boolean) => (autoneg ? 'On' : 'Off')

/** A switch port's settings as a row of the ports list shows them: the settings' first link. */
export function linkSummary(link: SwitchPortLinkConfig | undefined) {
  if (!link) return null
  return {
    speed: formatLinkSpeed(link.speed),
    fec: formatLinkFec(link.fec),
    autoneg: formatAutoneg(link.autoneg),
  }
}
