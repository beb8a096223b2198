import type { FloatingIp } from '~/api/__generated__/Api'
import { usePickerSearch } from '~/components/picker-search/use-picker-search'
import { floatingIpList } from '~/pages/project/floating-ips/queries'
import { ComboBox } from '~/ui/ComboBox'

/** The first page of the project's floating IPs, as the form's loader reads it. */
export type FloatingIpPage = { items: FloatingIp[]; nextPage?: string | null }

type Props = {
  project: string
  firstPage: FloatingIpPage
  /** Names already listed to tick, which the finder does not offer again. */
  listed: readonly string[]
  onPick: (floatingIp: FloatingIp) => void
}

const FLOATING_IPS = { one: 'floating IP', many: 'floating IPs' }

/**
 * Finds an unattached floating IP of a project with more of them than one page, by name: those of the first page,
 * and past it those whose name holds the typed text, searched as the user types. A pick is handed on and the
 * finder starts over (its parent remounts it), ready for the next one.
 */
export function FloatingIpFinder({ project, firstPage, listed, onPick }: Props) {
  const search = usePickerSearch(floatingIpList(project), firstPage, FLOATING_IPS)
  const offered = search.items.filter((f) => !f.instanceId && !listed.includes(f.name))
  return (
    <ComboBox
      label="Add a floating IP"
      placeholder="Type to search floating IPs"
      emptyText="No unattached floating IPs match"
      items={offered.map((f) => ({ value: f.name, label: f.name, description: f.ip }))}
      value={null}
      onChange={(name) => {
        const picked = offered.find((f) => f.name === name)
        if (picked) onPick(picked)
      }}
      onSearch={search.onSearch}
      listStatus={search.status}
    />
  )
}
