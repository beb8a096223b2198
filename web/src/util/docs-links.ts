/** The Oxide documentation a page's header links to, where reading it helps with what the page does. */
const DOCS = 'https://docs.oxide.computer/guides'

export const DOCS_LINKS = {
  instances: `${DOCS}/managing-instances`,
  networking: `${DOCS}/configuring-guest-networking`,
  images: `${DOCS}/creating-and-sharing-images`,
  access: `${DOCS}/configuring-access`,
  silos: `${DOCS}/operator/silo-management`,
  ipPools: `${DOCS}/operator/ip-pool-management`,
  identityProviders: `${DOCS}/operator/identity-providers`,
} as const
