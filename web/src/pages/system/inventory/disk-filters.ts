import type { PhysicalDisk, PhysicalDiskKind, PhysicalDiskState } from '~/api/__generated__/Api'

type PolicyKind = PhysicalDisk['policy']['kind']

/** What the disk table is narrowed to; null is every value. */
export type DiskFilters = {
  sled: string | null
  form: PhysicalDiskKind | null
  policy: PolicyKind | null
  state: PhysicalDiskState | null
}

export const FORM_FACTORS: PhysicalDiskKind[] = ['u2', 'm2']
export const POLICIES: PolicyKind[] = ['in_service', 'expunged']
export const STATES: PhysicalDiskState[] = ['active', 'decommissioned']

/** The URL's query names of the filters: `?sled={id}&form=m2&policy=in_service&state=active`. */
export const FILTER_PARAMS = [
  'sled',
  'form',
  'policy',
  'state',
] as const satisfies readonly (keyof DiskFilters)[]

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null

/** The filters the URL names, each value the API uses; a value it does not know filters nothing. */
export function diskFiltersOf(search: URLSearchParams): DiskFilters {
  return {
    sled: search.get('sled') || null,
    form: oneOf(FORM_FACTORS, search.get('form')),
    policy: oneOf(POLICIES, search.get('policy')),
    state: oneOf(STATES, search.get('state')),
  }
}

export const isFiltered = (f: DiskFilters) => FILTER_PARAMS.some((name) => f[name] !== null)

/** The disks that pass every filter. */
export const filterDisks = (disks: readonly PhysicalDisk[], f: DiskFilters) =>
  disks.filter(
    (d) =>
      (f.sled === null || d.sledId === f.sled) &&
      (f.form === null || d.formFactor === f.form) &&
      (f.policy === null || d.policy.kind === f.policy) &&
      (f.state === null || d.state === f.state),
  )
