// apart from the validators, so that a name field (on every form) does not bring the address parsers along
/**
 * What a name field keeps from typing, the same in every name field: capital letters lowercased, and spaces and
 * underscores turned into dashes, so `My_Web IP` becomes `my-web-ip`. Only what has an allowed counterpart is
 * rewritten: anything else a name cannot hold (`.`, `é`) stays as typed, for the field's message to point at.
 */
export const normalizeNameInput = (value: string) =>
  value.replace(/[A-Z]/g, (letter) => letter.toLowerCase()).replace(/[\s_]/g, '-')
