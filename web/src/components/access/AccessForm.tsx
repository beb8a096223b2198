import { type ReactNode, useState } from 'react'
import type { PreparedCall } from '~/api'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { WarningIcon } from '~/ui/icons/action-icons'
import s from './access.module.css'
import { accessSchema } from './access-schema'
import { type Identity, identityLabel } from './identities'
import { ROLE_DESCRIPTIONS } from './role-descriptions'
import type { RoleLoss } from './role-loss'
import { type AccessLevel, type RoleName, roleTitle } from './roles'

/** What the access form holds. */
export type AccessFormValues = { identityId: string; roleName: string; understood: boolean }

const F = formFields<AccessFormValues>()

/** Whom the form is for: anyone of the candidates, or one identity whose role changes. */
export type AccessFormTarget<R extends RoleName> =
  | { kind: 'add'; candidates: readonly Identity[] }
  | { kind: 'change'; identity: Identity; role: R }

type Props<R extends RoleName> = {
  level: AccessLevel
  /** e.g. 'project web-frontend' */
  scope: string
  /** The roles this level has, strongest first. */
  roles: readonly R[]
  target: AccessFormTarget<R>
  /** What the signed-in user would give up if `identityId` had `role`, when that needs a stronger confirmation. */
  lossFor: (identityId: string, role: R) => RoleLoss | null
  /** More about the role an identity would have, e.g. the one it already has on the silo. */
  roleNote?: (identityId: string) => ReactNode
  /** The write that gives `identity` the role `role`, shown as the user chooses and sent by `send`. */
  request: (identity: Identity, role: R) => PreparedCall
  /** Sends `call`, the form's request, with what goes with it (a check that the policy is still as shown). */
  send: (call: PreparedCall, identity: Identity, role: R) => Promise<unknown>
  onDismiss: () => void
}

function RoleField<R extends RoleName>({
  level,
  roles,
  roleNote,
}: Pick<Props<R>, 'level' | 'roles' | 'roleNote'>) {
  const { identityId } = F.useValues()
  return (
    <F.Radio
      name="roleName"
      label="Role"
      description={identityId && roleNote?.(identityId)}
      options={roles.map((role) => ({
        value: role,
        label: roleTitle(role),
        description: ROLE_DESCRIPTIONS[level][role],
      }))}
    />
  )
}

/** The stronger confirmation, in the form itself: it appears with the choice that takes the user's own role. */
function LossWarning({ loss }: { loss: (values: AccessFormValues) => RoleLoss | null }) {
  const found = loss(F.useValues())
  if (!found) return null
  return (
    <div className={s.loss}>
      <p className={s.lossText}>
        <WarningIcon />
        <span>{found.consequence}</span>
      </p>
      <F.Checkbox name="understood">{found.acknowledgement}</F.Checkbox>
      <F.Error name="understood" label="Confirmation" />
    </div>
  )
}

/** Gives a user or group a role (chosen from those without one), or changes the role one already has. */
export function AccessForm<R extends RoleName>(props: Props<R>) {
  const { level, scope, roles, target, lossFor, roleNote, request, send, onDismiss } = props
  const adding = target.kind === 'add'
  // The choice is made from the list as it was when the form opened: the policy is read again once the new role
  // is saved, and a list that changed under the open picker would move what the user is looking at.
  const [candidates] = useState(() => (target.kind === 'add' ? target.candidates : []))
  const roleFrom = (value: string) => roles.find((r) => r === value) ?? null
  const loss = ({ identityId, roleName }: AccessFormValues) => {
    const role = roleFrom(roleName)
    return identityId && role ? lossFor(identityId, role) : null
  }
  const identityOf = (id: string) =>
    target.kind === 'add' ? candidates.find((c) => c.id === id) : target.identity
  const chosen = (values: AccessFormValues) => {
    const identity = identityOf(values.identityId)
    const role = roleFrom(values.roleName)
    // the schema checks both before a submit; a stale choice (the list changed underneath) is refused the same way
    if (!identity || !role) throw new Error('Choose a user or group and a role')
    return { identity, role }
  }

  return (
    <SideModalForm
      title={adding ? 'Add user or group' : 'Change role'}
      subtitle={adding ? `On ${scope}` : `${identityLabel(target.identity)}, on ${scope}`}
      submitLabel={adding ? 'Assign role' : 'Update role'}
      initialValues={{
        identityId: adding ? '' : target.identity.id,
        roleName: adding ? 'viewer' : target.role,
        understood: false,
      }}
      // the stronger confirmation is part of validation, so a submit without it stops at the checkbox; the schema
      // is made at each check from this render's `loss` because what the user would lose depends on the policy as
      // it is now
      schema={() => accessSchema(loss)}
      request={(values) => {
        const { identity, role } = chosen(values)
        return request(identity, role)
      }}
      onSubmit={async (values) => {
        const { identity, role } = chosen(values)
        return send(request(identity, role), identity, role)
      }}
      onDismiss={onDismiss}
    >
      {adding && (
        <F.ComboBox
          name="identityId"
          label="User or group"
          placeholder="Search by name"
          emptyText="No user or group matches"
          autoFocus
          items={candidates.map((c) => ({
            value: c.id,
            label: c.name,
            description: c.type === 'silo_group' ? 'Group' : 'User',
          }))}
        />
      )}
      <RoleField level={level} roles={roles} roleNote={roleNote} />
      <LossWarning loss={loss} />
    </SideModalForm>
  )
}
