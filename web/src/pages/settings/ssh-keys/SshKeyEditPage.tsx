import { useNavigate } from 'react-router'
import { usePrefetchedApiQuery } from '~/api'
import type { SshKey } from '~/api/__generated__/Api'
import { paramsHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { CopyButton } from '~/ui/CopyButton'
import { PlainButton } from '~/ui/PlainButton'
import { CopyableId, type Property, PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { formatDateTime } from '~/util/format'
import { pb } from '~/util/paths'
import { FingerprintText } from './KeyFingerprint'
import { sshKeyView } from './queries'
import s from './SshKeyEditPage.module.css'
import { useDeleteSshKey } from './ssh-key-actions'
import { type KeySummary, useKeySummary } from './use-key-summary'

export const handle = paramsHandle(['sshKey'], { crumb: (p) => p.sshKey })

/** What the key itself says, read from its text: kind, size, fingerprint and comment. */
function keyProperties(summary: KeySummary): Property[] {
  if (!summary.ok) return [['Key', `Not a valid public key: ${summary.error}`]]
  const { key, fingerprint } = summary
  return [
    ['Type', `${key.label}, ${key.bits} bits`],
    [
      'Fingerprint',
      fingerprint.state === 'ready' ? (
        <CopyableId key="fingerprint" id={fingerprint.value} label="Copy fingerprint" />
      ) : (
        <FingerprintText key="fingerprint" fingerprint={fingerprint} />
      ),
    ],
    ['Comment', key.comment || '—'],
  ]
}

function KeyDetails({ sshKey }: { sshKey: SshKey }) {
  const summary = useKeySummary(sshKey.publicKey)
  return (
    <>
      <p className={s.note}>
        An SSH key cannot be changed once it is added. To change one, add a new key and delete this one.
      </p>
      <PropertyList
        layout="list"
        properties={[
          ['Name', sshKey.name],
          ['ID', <CopyableId key="id" id={sshKey.id} label="Copy SSH key ID" />],
          ['Description', sshKey.description || '—'],
          ...keyProperties(summary),
          ['Created', formatDateTime(sshKey.timeCreated)],
          ['Modified', formatDateTime(sshKey.timeModified)],
        ]}
      />
      <section className={s.publicKey} aria-labelledby="ssh-key-public-key">
        <h3 id="ssh-key-public-key">Public key</h3>
        <div className={s.keyText}>
          <code>{sshKey.publicKey}</code>
          <CopyButton value={sshKey.publicKey} label="Copy public key" />
        </div>
      </section>
    </>
  )
}

/** The settings/ssh-keys/{sshKey}/edit panel: the API has no update for keys, so it shows the key as it is. */
export default function SshKeyEditPage() {
  const { sshKey: selector } = useRequiredParams('sshKey')
  const navigate = useNavigate()
  const { data: sshKey } = usePrefetchedApiQuery(sshKeyView(selector))
  const backToList = () => navigate(pb.sshKeys())
  const deleteKey = useDeleteSshKey(backToList)
  return (
    <SideModal
      isOpen
      title="SSH key"
      subtitle={sshKey.name}
      onOpenChange={(open) => !open && backToList()}
      footer={
        <div className={s.footer}>
          <PlainButton variant="secondary" onClick={backToList}>
            Close
          </PlainButton>
          <PlainButton variant="danger" onClick={() => deleteKey(sshKey).onAction()}>
            Delete
          </PlainButton>
        </div>
      }
    >
      <KeyDetails sshKey={sshKey} />
    </SideModal>
  )
}
