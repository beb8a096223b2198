// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { generateName, randomHex } from './names'
import { validateName } from './validate'

const SUFFIX = /-[0-9a-f]{6}$/
const withoutSuffix = (name: string) => name.replace(SUFFIX, '')

describe('randomHex', () => {
  it('returns the requested number of hex characters', () => {
    expect(randomHex(6)).toMatch(/^[0-9a-f]{6}$/)
    expect(randomHex(7)).toMatch(/^[0-9a-f]{7}$/)
  })
})

describe('generateName', () => {
  it('joins the parts with dashes and adds a 6-hex suffix', () => {
    const name = generateName('my-instance', 'disk')
    expect(name).toMatch(/^my-instance-disk-[0-9a-f]{6}$/)
  })

  it('gives a different name each time', () => {
    const names = new Set(Array.from({ length: 20 }, () => generateName('db')))
    expect(names.size).toBe(20)
  })

  it('truncates long parts to fit 63 characters', () => {
    const long = 'a'.repeat(63)
    const name = generateName(long, 'b'.repeat(63))
    expect(name).toHaveLength(63)
    expect(name).toMatch(SUFFIX)
    // both parts keep a fair share
    const [first, second] = withoutSuffix(name).split('-')
    expect(first.length).toBeGreaterThanOrEqual(27)
    expect(second.length).toBeGreaterThanOrEqual(27)
    expect(validateName(name)).toBeUndefined()
  })

  it('keeps short parts whole and gives the room to long ones', () => {
    const name = generateName('db', 'x'.repeat(100))
    expect(name).toHaveLength(63)
    expect(name.startsWith('db-xxxxxxxx')).toBe(true)
  })

  it('does not leave a dash where a part was cut', () => {
    // a cut landing right after a dash must not produce "--"
    const name = generateName(`${'a'.repeat(27)}-${'b'.repeat(40)}`, 'c'.repeat(60))
    expect(name).not.toContain('--')
    expect(validateName(name)).toBeUndefined()
  })

  it.each([
    [['Ubuntu 22.04 LTS', 'boot']],
    [['22-04-image']],
    [[]],
    [['', '---']],
    [['My_Project!', 'SNAPSHOT']],
    [Array.from({ length: 40 }, (_, i) => `part${i}`)],
    [Array.from({ length: 5 }, () => 'z'.repeat(30))],
  ])('always produces a valid name from %j', (parts) => {
    for (let i = 0; i < 20; i++) {
      const name = generateName(...parts)
      expect(validateName(name)).toBeUndefined()
      expect(name.length).toBeLessThanOrEqual(63)
      expect(name).toMatch(SUFFIX)
    }
  })

  it('cleans parts taken from free text', () => {
    expect(withoutSuffix(generateName('Ubuntu 22.04 LTS', 'boot'))).toBe('ubuntu-22-04-lts-boot')
  })
})
