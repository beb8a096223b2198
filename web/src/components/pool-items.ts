import type { SiloIpPool } from '~/api/__generated__/Api'
import type { SelectItem } from '~/ui/ListOption'

/** A pool picker's items: the silo's pools by name, each with its description, the default one marked. */
export const poolItems = (pools: readonly SiloIpPool[]): SelectItem[] =>
  pools.map((p) => ({
    value: p.name,
    label: p.name,
    description: p.description || undefined,
    isDefault: p.isDefault,
  }))
