// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { validateWith } from './schema-loader'
import { yup } from './yup-locale'

const rules = yup.object({
  name: yup.string().required('Name is required'),
  size: yup.number().max(10, 'At most 10'),
  tags: yup.array(yup.string().min(2, 'Too short')),
})

describe('validateWith', () => {
  it('reports every broken rule at once, by field, as Formik shows them', async () => {
    const validate = validateWith(async () => rules)
    expect(await validate({ name: 'web', size: 12, tags: ['ok', 'x'] })).toEqual({
      size: 'At most 10',
      tags: [undefined, 'Too short'],
    })
    expect(await validate({ name: 'web', size: 3, tags: [] })).toEqual({})
  })

  it('takes an empty text as missing, as Formik does for its own schemas', async () => {
    const validate = validateWith(async () => rules)
    expect(await validate({ name: '', size: 1, tags: [] })).toEqual({ name: 'Name is required' })
  })

  it('marks nothing while the rules cannot be downloaded, for the send to check again and refuse', async () => {
    const validate = validateWith(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    expect(await validate({ name: '', size: 99, tags: [] })).toEqual({})
  })

  it('lets a loader that breaks for another reason (a rule factory that throws) fail loudly', async () => {
    const validate = validateWith(() => Promise.reject(new RangeError('a bug in a factory')))
    await expect(validate({ name: 'web' })).rejects.toThrow('a bug in a factory')
  })

  it('lets a rule that breaks (not a refusal) fail loudly', async () => {
    const broken = yup.object({
      name: yup.string().test('boom', '', () => {
        throw new RangeError('a bug in a rule')
      }),
    })
    await expect(validateWith(async () => broken)({ name: 'web' })).rejects.toThrow('a bug in a rule')
  })
})
