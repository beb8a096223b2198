import {
  type ClipboardEvent,
  type ComponentProps,
  type ComponentType,
  type ElementType,
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import s from './CodeInput.module.css'
import { deferredComponent } from './deferred-component'

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

/** What draws the group and its boxes: React Aria's group of inputs, or native elements until it has loaded. */
export type CodeBoxesProps = {
  label: string
  isDisabled?: boolean
  dashAfter: number
  boxes: (ComponentProps<'input'> & { ref: Ref<HTMLInputElement> })[]
}

/** The boxes, each as `Input` draws it, with the dash after box `dashAfter`. */
export function renderBoxes(Input: ElementType, { boxes, dashAfter }: CodeBoxesProps): ReactNode {
  return boxes.map((props, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positions, not items
    <Fragment key={i}>
      <Input {...props} />
      {i === dashAfter && i < boxes.length - 1 && (
        <span className={s.dash} aria-hidden="true" data-dash>
          –
        </span>
      )}
    </Fragment>
  ))
}

/** The group as React Aria draws it, from native elements. */
function NativeCodeBoxes(props: CodeBoxesProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the same element and role as React Aria's group, which replaces it
    <div
      role="group"
      aria-label={props.label}
      aria-disabled={props.isDisabled || undefined}
      data-disabled={props.isDisabled || undefined}
      className={s.group}
    >
      {renderBoxes('input', props)}
    </div>
  )
}

const reactAriaBoxes = deferredComponent(() => import('./CodeInputBoxes'))

/** Fetches React Aria's boxes now (the unit tests' setup does, so that pages meet the loaded boxes). */
export const preloadCodeInput = reactAriaBoxes.preload

/**
 * One-letter-per-box code entry (device login): React Aria's group of inputs, which gives each box its focus,
 * hover and disabled states. Paste a whole code into any box to fill them all.
 *
 * React Aria's code loads after the page: until then the boxes are native inputs that look and work the same,
 * and a box that has the focus keeps it when React Aria's takes its place.
 */
export function CodeInput(props: CodeInputProps) {
  const { component } = reactAriaBoxes.useLoaded()
  return <DeferredCodeInput {...props} Boxes={component} />
}

/** The code input with React Aria's boxes given or not yet at hand (`Boxes`): native ones until they are. */
export function DeferredCodeInput({
  value,
  onChange,
  length = 8,
  dashAfter = 3,
  isDisabled,
  label,
  Boxes = NativeCodeBoxes,
}: CodeInputProps & { Boxes?: ComponentType<CodeBoxesProps> }) {
  const refs = useRef<Array<HTMLInputElement | null>>([])
  const chars = toChars(value, length)
  // the box with the focus, as of this render: when other boxes take these ones' place, it gets the focus back
  const [focused, setFocused] = useState<number | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of boxes hands the focus on
  useLayoutEffect(() => {
    if (focused !== null && !refs.current.includes(document.activeElement as HTMLInputElement))
      refs.current[focused]?.focus()
  }, [Boxes])

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
    <Boxes
      label={label}
      isDisabled={isDisabled}
      dashAfter={dashAfter}
      boxes={chars.map((c, i) => ({
        ref: (el: HTMLInputElement | null) => {
          refs.current[i] = el
        },
        'aria-label': `Character ${i + 1} of ${length}`,
        value: c,
        disabled: isDisabled,
        autoComplete: i === 0 ? 'one-time-code' : 'off',
        autoCapitalize: 'characters',
        autoCorrect: 'off',
        spellCheck: false,
        inputMode: 'text',
        className: s.box,
        onFocus: (e) => {
          setFocused(i)
          e.currentTarget.select()
        },
        onBlur: () => setFocused((now) => (now === i ? null : now)),
        onKeyDown: (e) => onKeyDown(i, e),
        onPaste: (e) => onPaste(i, e),
        onChange: (e) => onInputChange(i, e.currentTarget.value),
      }))}
    />
  )
}
