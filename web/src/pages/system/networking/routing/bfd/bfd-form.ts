import type { BfdMode, BfdSessionEnable } from '~/api/__generated__/Api'
import { yupFromValidator, yupNumberFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { parseAddress, validateAddress } from '~/util/ip'
import { requiredMessage } from '~/util/validate'

/** What the form holds; the receive interval in milliseconds, which the API takes in microseconds. */
export type BfdValues = {
  switch: string
  remote: string
  local: string
  mode: BfdMode
  detectionThreshold: number
  requiredRxMs: number
}

export const bfdDefaults: BfdValues = {
  switch: 'switch0',
  remote: '',
  local: '',
  mode: 'single_hop',
  detectionThreshold: 3,
  requiredRxMs: 300,
}

export const bfdMessages = {
  threshold: 'Must be a whole number from 1 to 255',
  interval: 'Must be a whole number of milliseconds, at least 1',
  localVersion: (version: string) => `Must be an ${version} address, like the peer's`,
} as const

const validateThreshold = (n: number) =>
  Number.isInteger(n) && n >= 1 && n <= 255 ? undefined : bfdMessages.threshold
const validateInterval = (n: number) => (Number.isInteger(n) && n >= 1 ? undefined : bfdMessages.interval)

export const bfdSchema = yup.object({
  switch: yup.string().oneOf(['switch0', 'switch1']).required(),
  remote: yupFromValidator((v) => validateAddress(v.trim())).required(requiredMessage('Peer address')),
  local: yupFromValidator((v) => validateAddress(v.trim())).test('version', '', function (value) {
    const local = parseAddress(value?.trim() ?? '')
    const remote = parseAddress(String(this.parent.remote ?? '').trim())
    if (!local || !remote || local.version === remote.version) return true
    return this.createError({ message: bfdMessages.localVersion(remote.version === 'v4' ? 'IPv4' : 'IPv6') })
  }),
  mode: yup.string().oneOf(['single_hop', 'multi_hop']).required(),
  detectionThreshold: yupNumberFromValidator(validateThreshold),
  requiredRxMs: yupNumberFromValidator(validateInterval),
})

/** Addresses as typed less the spaces around them; no local address is the unspecified one, so none is sent. */
export const bfdBody = (values: BfdValues): BfdSessionEnable => ({
  switch: values.switch,
  remote: values.remote.trim(),
  local: values.local.trim() || undefined,
  mode: values.mode,
  detectionThreshold: values.detectionThreshold,
  requiredRx: values.requiredRxMs * 1000,
})
