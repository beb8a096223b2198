import { Outlet } from 'react-router'
import type { SshKey } from '~/api/__generated__/Api'
import { Link } from '~/components/Link'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { type Column, QueryTable } from '~/components/QueryTable'
import { RelativeTime } from '~/components/RelativeTime'
import type { RouteHandle } from '~/components/route-handle'
import { EmptyState } from '~/ui/EmptyState'
import { KeyIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { KeyFingerprint } from './KeyFingerprint'
import { sshKeyList } from './queries'
import { useSshKeyActions } from './ssh-key-actions'

export const handle: RouteHandle = { crumb: 'SSH keys', crumbPath: pb.sshKeys }

const columns: Column<SshKey>[] = [
  {
    header: 'Name',
    cell: (k) => (
      <Link overList to={pb.sshKeyEdit({ sshKey: k.name })} className="mono">
        {k.name}
      </Link>
    ),
  },
  { header: 'Description', cell: (k) => k.description || '—' },
  { header: 'Fingerprint', cell: (k) => <KeyFingerprint publicKey={k.publicKey} /> },
  { header: 'Created', cell: (k) => <RelativeTime date={k.timeCreated} /> },
]

const addButton = (
  <LinkButton overList to={pb.sshKeysNew()}>
    Add SSH key
  </LinkButton>
)

/** The user's SSH public keys, which new instances are given so their owner can log in. */
export default function SshKeysPage() {
  const rowActions = useSshKeyActions()
  return (
    <>
      <PageHeader title="SSH keys" icon={<KeyIcon />} actions={addButton} />
      <QueryTable
        query={sshKeyList()}
        label="SSH keys"
        columns={columns}
        rowKey={(k) => k.id}
        rowLabel={(k) => k.name}
        rowActions={rowActions}
        emptyState={
          <EmptyState
            icon={<KeyIcon />}
            title="No SSH keys"
            headingLevel={2}
            body="Add the public key of a key pair on your computer (the .pub file, such as ~/.ssh/id_ed25519.pub; ssh-keygen -t ed25519 makes one). New instances are given your keys, so you can log in to them over SSH."
            action={addButton}
          />
        }
      />
      <Outlet />
    </>
  )
}
