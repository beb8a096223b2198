import { getIn, setIn } from 'formik'
import { describe, expect, it } from 'vitest'
import clone from './clone'
import cloneDeep from './clone-deep'
import isPlainObject from './is-plain-object'
import toPath from './to-path'

class Rule {
  name = 'allow-ssh'
  label() {
    return this.name
  }
}

describe('the helpers Formik is built with', () => {
  it('toPath splits dotted names, indexes and quoted keys', () => {
    expect(toPath('name')).toEqual(['name'])
    expect(toPath('hosts[2].value')).toEqual(['hosts', '2', 'value'])
    expect(toPath('disks.0.size')).toEqual(['disks', '0', 'size'])
    expect(toPath('tags["team.name"]')).toEqual(['tags', 'team.name'])
    expect(toPath(['targets', 1])).toEqual(['targets', '1'])
  })

  it('clone copies one level and keeps prototypes and dates', () => {
    const inner = { value: 'a' }
    const values = { hosts: [inner], name: 'x' }
    const copy = clone(values)
    expect(copy).toEqual(values)
    expect(copy).not.toBe(values)
    expect(copy.hosts).toBe(values.hosts)
    const list = [inner]
    expect(clone(list)).not.toBe(list)
    expect(clone(list)[0]).toBe(inner)
    const rule = clone(new Rule())
    expect(rule).toBeInstanceOf(Rule)
    expect(rule.label()).toBe('allow-ssh')
    const when = new Date('2026-01-02T03:04:05Z')
    expect(clone(when).getTime()).toBe(when.getTime())
    expect(clone('text')).toBe('text')
    expect(clone(undefined)).toBeUndefined()
  })

  it('cloneDeep copies every level and keeps files and class instances by reference', () => {
    const file = new File(['x'], 'image.raw')
    const rule = new Rule()
    const values = { disks: [{ name: 'a', size: 10 }], created: new Date(0), file, rule, none: null }
    const copy = cloneDeep(values)
    expect(copy).toEqual(values)
    expect(copy.disks).not.toBe(values.disks)
    expect(copy.disks[0]).not.toBe(values.disks[0])
    expect(copy.created).not.toBe(values.created)
    expect(copy.file).toBe(file)
    expect(copy.rule).toBe(rule)
    expect(cloneDeep(undefined)).toBeUndefined()
  })

  it('isPlainObject is true for plain objects only', () => {
    expect(isPlainObject({ a: 1 })).toBe(true)
    expect(isPlainObject(Object.create(null))).toBe(true)
    expect(isPlainObject([])).toBe(false)
    expect(isPlainObject(new Date())).toBe(false)
    expect(isPlainObject(new File([], 'f'))).toBe(false)
    expect(isPlainObject(new Rule())).toBe(false)
    expect(isPlainObject(null)).toBe(false)
    expect(isPlainObject('a')).toBe(false)
  })

  it("Formik's setIn changes one field along a copied path, leaving the rest shared", () => {
    const values = { name: 'web', hosts: [{ type: 'ip', value: '10.0.0.1' }], ports: ['22'] }
    const next = setIn(values, 'hosts[0].value', '10.0.0.2')
    expect(getIn(next, 'hosts.0.value')).toBe('10.0.0.2')
    expect(values.hosts[0].value).toBe('10.0.0.1')
    expect(next.ports).toBe(values.ports)
    expect(setIn(values, 'name', 'web')).toBe(values)
    expect(setIn({}, 'disks.1.name', 'b')).toEqual({ disks: [undefined, { name: 'b' }] })
  })
})
