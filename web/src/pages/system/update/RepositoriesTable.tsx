import type { TufRepo } from '~/api/__generated__/Api'
import { LinkButton } from '~/components/LinkButton'
import { gateItems } from '~/components/permissions/gate-items'
import { useFleetReason } from '~/components/permissions/use-role-reason'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { UpdateIcon } from '~/ui/icons/resource-icons'
import { SectionHeading } from '~/ui/SectionHeading'
import { pb } from '~/util/paths'
import { repositoryList } from './queries'
import { setTargetDisabledReason } from './release-versions'
import s from './update.module.css'
import type { UpdateProgress } from './update-progress'
import { useSetTargetItem } from './use-set-target-release'

function columns(target: string | null): Column<TufRepo>[] {
  return [
    {
      header: 'Version',
      cell: (repo) => (
        <>
          <span className="mono">{repo.systemVersion}</span>{' '}
          {repo.systemVersion === target && <Badge color="info">target</Badge>}
        </>
      ),
    },
    { header: 'File', cell: (repo) => <span className="mono">{repo.fileName}</span> },
    { header: 'Uploaded', cell: (repo) => <RelativeTime date={repo.timeCreated} /> },
  ]
}

/** The uploaded repositories, newest first; any of them not older than the target can become the target. */
export function RepositoriesTable({ progress }: { progress: UpdateProgress }) {
  const { target } = progress
  const setTargetItem = useSetTargetItem(progress)
  const roleReason = useFleetReason()
  const rowActions = (repo: TufRepo) =>
    gateItems(
      [setTargetItem(repo.systemVersion, setTargetDisabledReason(repo.systemVersion, target))],
      roleReason,
    )
  return (
    <section className={s.section} aria-labelledby="repositories">
      <div className={s.headingRow}>
        <SectionHeading id="repositories">Repositories</SectionHeading>
        <LinkButton
          to={pb.systemUpdateRepositoryUpload()}
          variant="secondary"
          size="sm"
          disabledReason={roleReason}
        >
          Upload repository
        </LinkButton>
      </div>
      <QueryTable
        query={repositoryList()}
        label="Repositories"
        columns={columns(target)}
        rowKey={(repo) => repo.systemVersion}
        rowLabel={(repo) => `repository ${repo.systemVersion}`}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<UpdateIcon />}
            title="No repositories"
            body="No system software repository has been uploaded yet. Upload one to set it as the target release."
          />
        }
      />
    </section>
  )
}
