import { Badge } from '~/ui/Badge'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatShare } from '~/util/format'
import s from './update.module.css'
import type { UpdateProgress } from './update-progress'

/** Versions that are not releases: the software the rack was set up with, and software no repository matches. */
const NOT_A_RELEASE: Record<string, string> = {
  'install dataset': 'the software the rack was set up with',
  unknown: 'no uploaded repository matches it',
}

/** How many components run each version, the target first. */
export function ComponentVersions({ progress }: { progress: UpdateProgress }) {
  return (
    <section className={s.section} aria-labelledby="component-versions">
      <SectionHeading id="component-versions">Components by release version</SectionHeading>
      <Table aria-labelledby="component-versions">
        <THead>
          <Tr>
            <Th>Version</Th>
            <Th numeric>Components</Th>
            <Th numeric>Share</Th>
          </Tr>
        </THead>
        <TBody>
          {progress.versions.length === 0 && (
            <Tr>
              <Td colSpan={3} className={s.emptyRow}>
                No components reported yet.
              </Td>
            </Tr>
          )}
          {progress.versions.map(({ version, count, isTarget }) => (
            <Tr key={version}>
              <Td>
                <span className="mono">{version}</span>
                {NOT_A_RELEASE[version] && <span className={s.note}> ({NOT_A_RELEASE[version]})</span>}{' '}
                {isTarget && <Badge color="info">target</Badge>}
              </Td>
              <Td numeric>{count}</Td>
              <Td numeric>{progress.total ? formatShare(count, progress.total) : '—'}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
  )
}
