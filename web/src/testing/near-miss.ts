import fc from 'fast-check'

/** A valid input with one character changed, added or removed: the near misses a hand-written table forgets. */
export function nearMiss(valid: fc.Arbitrary<string>, alphabet: string) {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom(...alphabet), fc.constantFrom('replace', 'insert', 'delete'))
    .map(([s, at, c, edit]) => {
      const i = at % (s.length + 1)
      if (edit === 'insert') return s.slice(0, i) + c + s.slice(i)
      if (edit === 'delete') return s.slice(0, i) + s.slice(i + 1)
      return s.slice(0, i) + c + s.slice(i + 1)
    })
}
