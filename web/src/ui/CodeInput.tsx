import { type ClipboardEvent, Fragment, type KeyboardEvent, useRef } from 'react'
import { Group } from 'react-aria-components/Group'
import { Input } from 'react-aria-components/Input'
import s from './CodeInput.module.css'

export type CodeInputProps = {
  /**
   * The code as typed, uppercase. An empty box between filled ones is a space; trailing empties are
   * dropped. The code is complete when it is `length` letters.
   */
  value: string
  onChange: (value: string) => void
  length?: number
  /** Index of the box after which a dash is drawn (visual only). */
  dashAfter?: number
  isDisabled?: boolean
  /** Accessible name of the whole group, e.g. "Device code". */
  label: string
}

const LETTER = /^[a-z]$/i

function lettersOf(text: string) {
  return text.replace(/[^a-z]/gi, '').toUpperCase()
}

function toChars(value: string, length: number) {
  return Array.from({ length }, (_, i) => (LETTER.test(value[i] ?? '') ? value[i].toUpperCase() : ''))
}

function fromChars(chars: string[]) {
  return chars
    .map((c) => c || ' ')
    .join('')
    .trimEnd()
}

/**
 * One-letter-per-box code entry (device login): React Aria's group of inputs, which gives each box its focus,
 * hover and disabled states. Paste a whole code into any box to fill them all.
 */
export function CodeInput({ value, onChange, length = 8, dashAfter = 3, isDisabled, label }: CodeInputProps) {
  const refs = useRef<Array<HTMLInputElement | null>>([])
  const chars = toChars(value, length)

  const focusBox = (i: number) => {
    const el = refs.current[Math.max(0, Math.min(length - 1, i))]
    el?.focus()
    el?.select()
  }

  const setChar = (i: number, c: string) => {
    const next = [...chars]
    next[i] = c
    onChange(fromChars(next))
  }

  /** Writes letters starting at box `from`; a full-length code always starts at the first box. */
  const fill = (from: number, letters: string) => {
    if (!letters) return
    const start = letters.length >= length ? 0 : from
    const next = [...chars]
    for (let k = 0; k < letters.length && start + k < length; k++) next[start + k] = letters[k]
    onChange(fromChars(next))
    focusBox(Math.min(start + letters.length, length - 1))
  }

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return // leave paste, select-all and friends alone
    if (LETTER.test(e.key)) {
      e.preventDefault()
      setChar(i, e.key.toUpperCase())
      focusBox(i + 1)
    } else if (e.key === 'Backspace') {
      e.preventDefault()
      if (chars[i]) setChar(i, '')
      else if (i > 0) {
        setChar(i - 1, '')
        focusBox(i - 1)
      }
    } else if (e.key === 'Delete') {
      e.preventDefault()
      setChar(i, '')
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault()
      focusBox(i - 1)
    } else if (e.key === 'ArrowRight') {
      e.preventDefault()
      focusBox(i + 1)
    } else if (e.key === 'Home') {
      e.preventDefault()
      focusBox(0)
    } else if (e.key === 'End') {
      e.preventDefault()
      focusBox(length - 1)
    } else if (e.key.length === 1) {
      // Any other printable character is not part of a code.
      e.preventDefault()
    }
  }

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault()
    fill(i, lettersOf(e.clipboardData.getData('text')))
  }

  // Fallback for input that bypasses keydown (mobile keyboards, autofill).
  const onInputChange = (i: number, text: string) => {
    const letters = lettersOf(text)
    if (!letters) return setChar(i, '')
    if (letters.length === 1) {
      setChar(i, letters)
      return focusBox(i + 1)
    }
    // A box that already held a letter gets the new one appended; keep only what was added.
    fill(i, chars[i] && letters.length === 2 ? letters.slice(1) : letters)
  }

  return (
    <Group aria-label={label} isDisabled={isDisabled} className={s.group}>
      {chars.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positions, not items
        <Fragment key={i}>
          <Input
            ref={(el: HTMLInputElement | null) => {
              refs.current[i] = el
            }}
            aria-label={`Character ${i + 1} of ${length}`}
            value={c}
            disabled={isDisabled}
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            className={s.box}
            onFocus={(e) => e.currentTarget.select()}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onChange={(e) => onInputChange(i, e.currentTarget.value)}
          />
          {i === dashAfter && i < length - 1 && (
            <span className={s.dash} aria-hidden="true" data-dash>
              –
            </span>
          )}
        </Fragment>
      ))}
    </Group>
  )
}
