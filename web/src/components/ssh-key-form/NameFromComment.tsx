import { useEffect, useRef, useState } from 'react'
import type { FormFields } from '~/components/form/form-fields'
import { nameFromComment } from '~/util/ssh-key-name'
import { parseSshPublicKey } from '~/util/ssh-public-key'
import type { SshKeyValues } from './ssh-key-form'

type Props = {
  fields: FormFields<SshKeyValues>
  /** Names of the user's other keys, which a suggestion avoids. */
  taken: ReadonlySet<string>
}

/**
 * When a key is pasted and the name is empty, names the key after its comment (usually `user@host`), which is
 * how most people tell their keys apart. A name filled in this way follows the key if another is pasted; a name
 * the user typed is never touched.
 */
export function NameFromComment({ fields, taken }: Props) {
  const { name, publicKey } = fields.useValues()
  const setValue = fields.useSetValue()
  const previousKey = useRef(publicKey)
  const filled = useRef<string | null>(null)
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    if (publicKey === previousKey.current) return
    previousKey.current = publicKey
    if (name !== '' && name !== filled.current) return
    const parsed = parseSshPublicKey(publicKey)
    const suggestion = parsed.ok ? nameFromComment(parsed.value.comment, taken) : null
    if (!suggestion || suggestion === name) return
    filled.current = suggestion
    setValue('name', suggestion)
    setAnnounced(`Name set to ${suggestion}, from the key’s comment`)
  }, [publicKey, name, taken, setValue])
  // the name field is above, out of the way of someone pasting: say what changed there
  return (
    <p role="status" className="visually-hidden">
      {announced}
    </p>
  )
}
