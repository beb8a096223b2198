export type LinkSiloValues = { silo: string; isDefault: boolean }

export const linkSiloDefaults: LinkSiloValues = { silo: '', isDefault: false }
