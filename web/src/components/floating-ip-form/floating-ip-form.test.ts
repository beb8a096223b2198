// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '~/api'
import { type FloatingIpValues, floatingIpErrorField, poolRangesText } from './floating-ip-form'
import { floatingIpSchema } from './floating-ip-schema'

const values = (ip = ''): FloatingIpValues => ({ name: 'ingress', description: '', pool: 'default', ip })
const error = (message: string, statusCode = 400, errorCode?: string) =>
  new ApiError({ message, statusCode, errorCode })

const range = (first: string, last: string) => ({
  id: first,
  ipPoolId: 'pool',
  range: { first, last },
  timeCreated: new Date(0),
})

describe('where a refusal of a new floating IP is shown', () => {
  it('puts each refusal on the field it is about', () => {
    expect(
      floatingIpErrorField(error('Floating IP name already exists', 400, 'ObjectAlreadyExists'), values()),
    ).toBe('name')
    expect(
      floatingIpErrorField(
        error('The requested IP address 10.85.0.40 is not available'),
        values('10.85.0.40'),
      ),
    ).toBe('ip')
    expect(
      floatingIpErrorField(error('Not found: ip-pool with name "gone"', 404), values('10.85.0.40')),
    ).toBe('pool')
    expect(floatingIpErrorField(error('No external IP addresses available', 507), values())).toBe('pool')
  })

  it('shows anything else for the whole form', () => {
    expect(
      floatingIpErrorField(error('Action not authorized', 403, 'Forbidden'), values('10.85.0.40')),
    ).toBeNull()
  })
})

describe('the floating IP schema', () => {
  const known = { name: 'default', ranges: [range('10.85.0.32', '10.85.0.255')] }
  const check = (ip: string, pool: typeof known | null = known) =>
    floatingIpSchema(pool)
      .validate(values(ip))
      .then(
        () => undefined,
        (e: Error) => e.message,
      )

  it('accepts no address, or one of the pool', async () => {
    expect(await check('')).toBeUndefined()
    expect(await check('10.85.0.200')).toBeUndefined()
  })

  it('names what is wrong with the address', async () => {
    expect(await check('10.85.0')).toBe('Not a valid IP address')
    expect(await check('10.85.1.1')).toBe('Not an address of pool default')
  })

  it('leaves the pool check to the API while the ranges are unknown', async () => {
    expect(await check('10.85.1.1', null)).toBeUndefined()
    expect(await check('not-an-ip', null)).toBe('Not a valid IP address')
  })

  it("describes a pool's ranges in words", () => {
    expect(poolRangesText(known)).toBe('Pool default holds 10.85.0.32–10.85.0.255.')
    expect(
      poolRangesText({
        name: 'big',
        ranges: [range('10.0.0.1', '10.0.0.9'), range('10.0.1.1', '10.0.1.1'), range('10.0.2.0', '10.0.2.9')],
      }),
    ).toBe('Pool big holds 10.0.0.1–10.0.0.9, 10.0.1.1 and 10.0.2.0–10.0.2.9.')
    expect(poolRangesText({ name: 'empty', ranges: [] })).toBe('Pool empty holds no addresses yet.')
  })
})
