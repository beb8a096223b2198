import { Badge } from '~/ui/Badge'
import { SectionHeading } from '~/ui/SectionHeading'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'
import { formatShare } from '~/util/format'
import s from './update.module.css'
import { behindSentence, NOT_A_RELEASE, type UpdateProgress } from './update-progress'

/** How many components run each version, the target first, and how many are behind it on which version. */
export function ComponentVersions({ progress }: { progress: UpdateProgress }) {
  const behind = behindSentence(progress)
  return (
    <section className={s.section} aria-labelledby="component-versions">
      <SectionHeading id="component-versions">Components by release version</SectionHeading>
      {behind && <p className={s.behind}>{behind}</p>}
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
                {progress.target && !isTarget && <Badge color="warning">behind</Badge>}
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
