import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { DEVICE_CODE_INVALID } from '~/api/errors'
import { useApiMutation } from '~/api/use-api-mutation'
import type { RouteHandle } from '~/components/route-handle'
import { CodeInput } from '~/ui/CodeInput'
import { PlainButton } from '~/ui/PlainButton'
import { pb } from '~/util/paths'
import s from './DevicePage.module.css'
import {
  DASH_AFTER_INDEX,
  DEVICE_CODE_LENGTH,
  formatUserCode,
  isCompleteCode,
  USER_CODE_PARAM,
  userCodeFromUrl,
} from './device-code'

export const handle: RouteHandle = { crumb: 'Device Authentication' }

/**
 * The code is in the URL (`?user_code=CRAB-RACK`): a verification link can bring it, and it comes back with the
 * user when a sign-in interrupts the page (the login page returns to the URL the user was on).
 */
export default function DeviceVerifyPage() {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const [code, setCode] = useState(() => userCodeFromUrl(params.get(USER_CODE_PARAM)))
  const [done, setDone] = useState(false)
  const confirm = useApiMutation('deviceAuthConfirm', {
    onSuccess: () => {
      setDone(true)
      navigate(pb.deviceSuccess())
    },
  })

  const submit = () => confirm.mutate({ body: { userCode: formatUserCode(code) } })

  const disabledReason = done
    ? 'This device is already logged in'
    : !isCompleteCode(code)
      ? `Enter all ${DEVICE_CODE_LENGTH} letters of the code`
      : undefined

  return (
    <form
      className={s.form}
      onSubmit={(e) => {
        e.preventDefault()
        if (!disabledReason && !confirm.isPending) submit()
      }}
    >
      <h1 className={s.title}>Device Authentication</h1>
      <p className={s.prompt}>Enter the code shown on the device you are signing in on.</p>
      <CodeInput
        label="Device code"
        value={code}
        onChange={(v) => {
          setCode(v)
          confirm.reset()
          setParams(v.trim() ? { [USER_CODE_PARAM]: v } : {}, { replace: true, preventScrollReset: true })
        }}
        length={DEVICE_CODE_LENGTH}
        dashAfter={DASH_AFTER_INDEX}
        isDisabled={done}
      />
      {confirm.error && (
        <p role="alert" className={s.error}>
          {[400, 404].includes(confirm.error.statusCode ?? 0) ? DEVICE_CODE_INVALID : confirm.error.message}
        </p>
      )}
      <PlainButton type="submit" loading={confirm.isPending} disabledReason={disabledReason}>
        Log in on device
      </PlainButton>
    </form>
  )
}
