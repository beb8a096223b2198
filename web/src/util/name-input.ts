// apart from the validators, so that a name field (on every form) does not bring the address parsers along
/** What a name field keeps from typing: lowercase, with spaces turned into dashes. */
export const normalizeNameInput = (value: string) => value.toLowerCase().replace(/\s/g, '-')
