import { useState } from 'react'
import type { SshKey } from '~/api/__generated__/Api'
import { lazyComponent } from '~/components/lazy-component'
import { PlainButton } from '~/ui/PlainButton'
import { F } from './create-fields'
import s from './create-form.module.css'

const SshKeyCreateDialog = lazyComponent(() => import('./SshKeyCreateDialog'), 'SshKeyCreateDialog')

/** e.g. '2 of 3 keys selected' */
function selectionText(selected: number, total: number) {
  const noun = total === 1 ? 'key' : 'keys'
  if (selected === 0) return `No ${noun} selected`
  if (selected === total) return total === 1 ? '1 key selected' : `All ${total} keys selected`
  return `${selected} of ${total} ${noun} selected`
}

/**
 * The keys of the user's profile that the instance gets, with Select all and Select none for a profile with many,
 * and a way to add a key without leaving the form: what was typed in it stays, and the new key is selected.
 */
export function SshKeysField({ sshKeys }: { sshKeys: readonly SshKey[] }) {
  const chosen = F.useValues().sshKeys
  const setValue = F.useSetValue()
  const [adding, setAdding] = useState(false)
  const selected = sshKeys.filter((k) => chosen.includes(k.id)).length
  return (
    <div className={s.group}>
      <h3 className={s.subformTitle}>SSH keys</h3>
      {sshKeys.length === 0 ? (
        <p className={s.note}>Your profile has no SSH keys. Add one to log in without a password.</p>
      ) : (
        <>
          <div className={s.selection}>
            {/* a status, so that a screen reader hears the count change as keys are ticked */}
            <p role="status" className={s.note}>
              {selectionText(selected, sshKeys.length)}
            </p>
            <PlainButton
              variant="ghost"
              size="sm"
              disabledReason={selected === sshKeys.length ? 'Every key is selected' : undefined}
              onClick={() =>
                setValue(
                  'sshKeys',
                  sshKeys.map((k) => k.id),
                )
              }
            >
              Select all
            </PlainButton>
            <PlainButton
              variant="ghost"
              size="sm"
              disabledReason={selected === 0 ? 'No key is selected' : undefined}
              onClick={() => setValue('sshKeys', [])}
            >
              Select none
            </PlainButton>
          </div>
          <F.CheckboxGroup
            name="sshKeys"
            label="SSH keys"
            items={sshKeys.map((k) => ({
              value: k.id,
              label: <span className="mono">{k.name}</span>,
              description: k.description || undefined,
            }))}
          />
        </>
      )}
      <div className={s.inlineActions}>
        <PlainButton variant="secondary" onClick={() => setAdding(true)}>
          Add SSH key
        </PlainButton>
      </div>
      {adding && (
        <SshKeyCreateDialog
          existing={sshKeys}
          onCreated={(key) => setValue('sshKeys', [...chosen, key.id])}
          onClose={() => setAdding(false)}
        />
      )}
    </div>
  )
}
