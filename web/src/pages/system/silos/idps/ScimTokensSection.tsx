import { useState } from 'react'
import { invalidate, useApiMutation, useApiQuery } from '~/api'
import type { ScimClientBearerToken, ScimClientBearerTokenValue } from '~/api/__generated__/Api'
import { confirmAction } from '~/components/confirm'
import { copyIdItem } from '~/components/copy-id'
import { lazyComponent } from '~/components/lazy-component'
import { gateItems } from '~/components/permissions/gate-items'
import { RelativeTime } from '~/components/RelativeTime'
import { confirmItem, withShowRequests } from '~/components/show-request/request-items'
import { TokenExpiry } from '~/components/TokenExpiry'
import { scimTokenList } from '~/pages/system/silos/queries'
import s from '~/pages/system/silos/silos.module.css'
import { EmptyState } from '~/ui/EmptyState'
import { TokenIcon } from '~/ui/icons/resource-icons'
import { ActionMenu } from '~/ui/Menu'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { Spinner } from '~/ui/Spinner'
import { Table, TBody, Td, THead, Th, Tr } from '~/ui/Table'

const loadScimTokenDialog = () => import('./ScimTokenDialog')
const ScimTokenDialog = lazyComponent(loadScimTokenDialog, 'ScimTokenDialog')
const DIALOG_UNAVAILABLE =
  'The console could not load the dialog that shows the new token, so none was created. Check your network connection and try again.'

type RowsProps = { silo: string; tokens: ScimClientBearerToken[]; roleReason: string | undefined }

function TokenRows({ silo, tokens, roleReason }: RowsProps) {
  const del = useApiMutation('scimTokenDelete', { onSuccess: () => invalidate('scimTokenList') })
  const deleteItem = (token: ScimClientBearerToken) =>
    confirmItem({
      key: 'delete',
      label: 'Delete',
      danger: true,
      request: () => del.prepare({ path: { tokenId: token.id }, query: { silo } }),
      confirm: {
        title: 'Delete SCIM token',
        body: `Delete SCIM token ${token.id}? The SCIM client that uses it can no longer provision users or groups in silo ${silo}.`,
        actionLabel: 'Delete',
        errorTitle: 'Could not delete SCIM token',
        successTitle: 'SCIM token deleted',
      },
    })
  return (
    <Table aria-label="SCIM tokens">
      <THead>
        <Tr>
          <Th>ID</Th>
          <Th>Created</Th>
          <Th>Expires</Th>
          <Th>
            <span className="visually-hidden">Actions</span>
          </Th>
        </Tr>
      </THead>
      <TBody>
        {tokens.map((token) => (
          <Tr key={token.id}>
            <Td className="mono">{token.id}</Td>
            <Td>
              <RelativeTime date={token.timeCreated} />
            </Td>
            <Td>
              <TokenExpiry date={token.timeExpires} />
            </Td>
            <Td actions>
              <ActionMenu
                label={`Actions for SCIM token ${token.id}`}
                items={[
                  ...withShowRequests(`SCIM token ${token.id}`, gateItems([deleteItem(token)], roleReason)),
                  copyIdItem(token.id),
                ]}
              />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  )
}

/**
 * The bearer tokens a SCIM client (usually the identity provider) uses to provision the silo's users and groups.
 * A new token's secret is shown once, in a dialog; the list never has it.
 */
export function ScimTokensSection({ silo, roleReason }: { silo: string; roleReason: string | undefined }) {
  const { data: tokens, error } = useApiQuery(scimTokenList(silo))
  const [created, setCreated] = useState<ScimClientBearerTokenValue | null>(null)
  const create = useApiMutation('scimTokenCreate', { onSuccess: () => invalidate('scimTokenList') })
  // A token's secret is shown once, by the dialog: its code must be here before the token exists, or a failed
  // download would lose the secret. Nothing is created when it cannot be loaded.
  const createToken = () => {
    const request = create.prepare({ query: { silo } })
    confirmAction({
      title: 'Create SCIM token',
      body: `Create a SCIM token for silo ${silo}? Its secret is shown once, right after it is created: copy it then into the SCIM client, as the console cannot show it again.`,
      actionLabel: 'Create token',
      variant: 'primary',
      errorTitle: 'Could not create SCIM token',
      request,
      doAction: async () => {
        try {
          await loadScimTokenDialog()
        } catch {
          throw new Error(DIALOG_UNAVAILABLE)
        }
        setCreated(await request.send())
      },
    })
  }
  const createButton = (
    <PlainButton loading={create.isPending} onClick={createToken} disabledReason={roleReason}>
      Create token
    </PlainButton>
  )
  return (
    <section className={s.section} aria-labelledby="scim-title">
      <div className={s.sectionHeader}>
        <SectionHeading id="scim-title">SCIM tokens</SectionHeading>
        {tokens && tokens.length > 0 && createButton}
      </div>
      <p className={s.note}>
        The SCIM client of the identity provider provisions this silo&rsquo;s users and groups with one of
        these tokens. A token&rsquo;s secret is shown once, when it is created.
      </p>
      {error ? (
        <p className={s.warning}>
          {error.statusCode === 403
            ? 'Only fleet admins and admins of this silo can see its SCIM tokens.'
            : `Could not load the SCIM tokens: ${error.message}`}
        </p>
      ) : !tokens ? (
        <Spinner label="Loading SCIM tokens" />
      ) : tokens.length > 0 ? (
        <TokenRows silo={silo} tokens={tokens} roleReason={roleReason} />
      ) : (
        <EmptyState
          icon={<TokenIcon />}
          title="No SCIM tokens"
          body="Create a token for the SCIM client so it can provision users and groups."
          action={createButton}
        />
      )}
      {created && <ScimTokenDialog token={created} onClose={() => setCreated(null)} />}
    </section>
  )
}
