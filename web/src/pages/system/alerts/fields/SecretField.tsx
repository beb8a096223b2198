import { formFields } from '~/components/form/form-fields'
import s from '~/pages/system/alerts/alerts.module.css'
import { generateSecret, SECRET_LABEL } from '~/pages/system/alerts/secret-rules'
import { CopyButton } from '~/ui/CopyButton'
import { PlainButton } from '~/ui/PlainButton'

const F = formFields<{ secret: string }>()

/** A secret typed or generated, with a button to copy it while it can still be read. */
export function SecretField({ description, autoFocus }: { description: string; autoFocus?: boolean }) {
  const { secret } = F.useValues()
  const setValue = F.useSetValue()
  return (
    <div className={s.group}>
      <F.Text
        name="secret"
        label={SECRET_LABEL}
        mono
        isRequired
        autoFocus={autoFocus}
        autoComplete="off"
        description={description}
      />
      <div className={s.actions}>
        <PlainButton variant="secondary" size="sm" onClick={() => setValue('secret', generateSecret())}>
          Generate a secret
        </PlainButton>
        {secret && <CopyButton value={secret} label="Copy secret" />}
      </div>
    </div>
  )
}
