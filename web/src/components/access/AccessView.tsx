import { type ReactNode, useState } from 'react'
import type { PreparedCall } from '~/api'
import { confirmAction } from '~/components/confirm'
import { copyIdItem } from '~/components/copy-id'
import { lazyComponent } from '~/components/lazy-component'
import { PageHeader } from '~/components/PageHeader'
import { reasonFor } from '~/components/permissions/role-needs'
import { type RequestItem, withShowRequests } from '~/components/show-request/request-items'
import { addToast } from '~/components/toasts'
import { EmptyState } from '~/ui/EmptyState'
import { AccessIcon } from '~/ui/icons/resource-icons'
import { PlainButton } from '~/ui/PlainButton'
import { DOCS_LINKS } from '~/util/docs-links'
import { AccessTable } from './AccessTable'
import s from './access.module.css'
import { addedMessage, afterRemoval, changedMessage, removedMessage, removeQuestion } from './access-messages'
import type { AccessRow } from './access-rows'
import type { LossConfirmation } from './ConfirmLossDialog'
import { candidatesFor, type Identity } from './identities'
import { MAX_ROLE_ASSIGNMENTS, type Policy, withoutRole, withRole } from './policy'
import { type PolicyUpdate, sendIfUnchanged } from './policy-update'
import { roleLoss } from './role-loss'
import type { AccessLevel, RoleName } from './roles'
import { useAccessFormParam } from './use-access-form-param'

// the add and change forms, which open from the URL's query, load when one does
const AccessForm = lazyComponent(() => import('./AccessForm'), 'AccessForm')
const ConfirmLossDialog = lazyComponent(() => import('./ConfirmLossDialog'), 'ConfirmLossDialog')

type Change<R extends RoleName> = (policy: Policy<R>) => Policy<R>

type Props<R extends RoleName> = {
  level: AccessLevel
  /** The page title, e.g. 'Silo access'. */
  title: string
  /** What the page is about, under the title. */
  intro: ReactNode
  /** The resource the policy is on, in a sentence: 'silo engineering', 'project web-frontend', 'the fleet'. */
  scope: string
  /** The signed-in user's silo, whose users and groups the page can name and give roles to. */
  siloName: string
  /** The roles of this level, strongest first. */
  roles: readonly R[]
  policy: Policy<R>
  /** The table's rows, in order. */
  rows: AccessRow<R>[]
  /** The silo's users and groups. */
  identities: readonly Identity[]
  /** The signed-in user's role here if the policy were `policy`, counting their groups (and what else applies). */
  myRole: (policy: Policy<R>) => RoleName | null
  /**
   * On a silo whose role mapping gives fleet roles: the signed-in user's fleet role if this policy were `policy`,
   * so that a change that takes one away says so.
   */
  myFleetRole?: (policy: Policy<R>) => RoleName | null
  /**
   * Saves a change to the policy: the write of a whole policy, made from `policy` as the page shows it, and a
   * read of the policy as it is now, so that the write goes out only while the API still has `policy`.
   */
  update: PolicyUpdate<R>
  /** More about the role an identity would have, shown with the role choice. */
  roleNote?: (identityId: string) => ReactNode
  /** Why a row whose role comes from elsewhere cannot be changed or removed here. */
  inheritedReason?: (row: AccessRow<R>) => string
}

const assignment = <R extends RoleName>(identity: Identity, role: R) => ({
  identityId: identity.id,
  identityType: identity.type,
  roleName: role,
})

/**
 * An access page: the users and groups with a role on one resource, a side form to give a role or change one,
 * and removal after a confirmation. Every change replaces or removes one identity's assignment and leaves the
 * others as they are.
 */
export function AccessView<R extends RoleName>(props: Props<R>) {
  const { level, title, intro, scope, siloName, roles, policy, rows, identities, myRole, update } = props
  const { open, openAdd, openChange, close } = useAccessFormParam()
  const [lossRequest, setLossRequest] = useState<LossConfirmation | null>(null)

  const candidates = candidatesFor(identities, policy)
  const { myFleetRole } = props
  const lossFrom = (change: Change<R>) =>
    roleLoss({
      level,
      scope,
      before: myRole(policy),
      after: myRole(change(policy)),
      fleet: myFleetRole && { before: myFleetRole(policy), after: myFleetRole(change(policy)) },
    })

  // changing who has access takes an admin where the policy applies: as the signed-in user's role is now, so
  // that a change that took theirs away leaves the page read-only at once
  const roleReason = reasonFor(level, myRole(policy), 'admin')
  const addReason =
    roleReason ??
    (policy.roleAssignments.length >= MAX_ROLE_ASSIGNMENTS
      ? `A policy holds at most ${MAX_ROLE_ASSIGNMENTS} role assignments; remove one first`
      : candidates.length === 0
        ? `Every user and group of silo ${siloName} already has a role on ${scope}`
        : undefined)
  const addButton = (
    <PlainButton onClick={openAdd} disabledReason={addReason}>
      Add user or group
    </PlainButton>
  )

  // every change is made to the policy as the page shows it, and sent only while the API still has that policy
  const send = (call: PreparedCall) => sendIfUnchanged(level, update, policy, call)
  const giveRole = (identity: Identity, role: R) =>
    update.prepare(withRole(policy, assignment(identity, role)))

  const save = async (call: PreparedCall, identity: Identity, role: R, adding: boolean) => {
    await send(call)
    addToast({ title: adding ? addedMessage(identity, role, scope) : changedMessage(identity, role, scope) })
    close()
  }

  const removal = (row: AccessRow<R>) => update.prepare(withoutRole(policy, row.identity.id))

  const remove = (row: AccessRow<R>, role: R) => {
    const call = removal(row)
    const request = {
      question: removeQuestion(row.identity, role, scope),
      actionLabel: 'Remove',
      request: call,
      doAction: () => send(call),
      errorTitle: 'Could not remove role',
      successTitle: removedMessage(row.identity, scope),
    }
    const loss = lossFrom((p) => withoutRole(p, row.identity.id))
    if (loss) setLossRequest({ ...request, title: 'Remove your own role', loss })
    else
      confirmAction({
        ...request,
        title: 'Remove role',
        body: `${request.question} ${afterRemoval(row, level)}`,
      })
  }

  const actions = (row: AccessRow<R>) => {
    const role = row.assigned
    const reason =
      roleReason ?? (role ? undefined : (props.inheritedReason?.(row) ?? `No role of its own on ${scope}`))
    const items: RequestItem[] = [
      {
        key: 'change',
        label: 'Change role',
        disabledReason: reason,
        onAction: () => openChange(row.identity.id),
      },
      {
        key: 'remove',
        label: 'Remove',
        danger: true,
        disabledReason: reason,
        // a row without a role of its own here has nothing to remove, so no request either
        ...(role && { request: () => removal(row) }),
        onAction: () => role && remove(row, role),
      },
    ]
    return [...withShowRequests(row.identity.name, items), copyIdItem(row.identity.id)]
  }

  const changing = open?.kind === 'change' ? rows.find((r) => r.identity.id === open.identityId) : undefined
  const form =
    open?.kind === 'add' ? (
      <AccessForm
        key="add"
        level={level}
        scope={scope}
        roles={roles}
        target={{ kind: 'add', candidates }}
        // a new assignment only adds to what anyone has, the user included
        lossFor={() => null}
        roleNote={props.roleNote}
        request={giveRole}
        send={(call, identity, role) => save(call, identity, role, true)}
        onDismiss={close}
      />
    ) : changing?.assigned ? (
      <AccessForm
        key={`change-${changing.identity.id}`}
        level={level}
        scope={scope}
        roles={roles}
        target={{ kind: 'change', identity: changing.identity, role: changing.assigned }}
        lossFor={(_, role) => lossFrom((p) => withRole(p, assignment(changing.identity, role)))}
        roleNote={props.roleNote}
        request={giveRole}
        send={(call, identity, role) => save(call, identity, role, false)}
        onDismiss={close}
      />
    ) : null

  return (
    <>
      <PageHeader
        title={title}
        icon={<AccessIcon />}
        actions={rows.length > 0 && addButton}
        docs={{ href: DOCS_LINKS.access, topic: 'access and roles' }}
      />
      <p className={s.intro}>{intro}</p>
      {rows.length > 0 ? (
        <AccessTable label={title} rows={rows} actions={actions} siloName={siloName} />
      ) : (
        <EmptyState
          icon={<AccessIcon />}
          title="No roles assigned"
          headingLevel={2}
          body={`No user or group has a role on ${scope} yet.`}
          action={addButton}
        />
      )}
      {form}
      {lossRequest && <ConfirmLossDialog request={lossRequest} onClose={() => setLossRequest(null)} />}
    </>
  )
}
