import { type FormEvent, type KeyboardEvent, type RefObject, useId, useState } from 'react'
import { asApiError } from '~/api'
import f from '~/ui/Field.module.css'
import { PlainButton } from '~/ui/PlainButton'
import { Select } from '~/ui/Select'
import { EXAMPLES } from './examples'
import s from './metrics-explorer.module.css'

type Props = {
  text: string
  onTextChange: (text: string) => void
  onRun: () => void
  running: boolean
  /** why the last run failed, in the server's words: shown under the query, which stays as it was typed */
  error: string | null
  textareaRef: RefObject<HTMLTextAreaElement | null>
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The OxQL query: typed, or started from an example naming things of this rack, and run on request. */
export function QueryEditor({ text, onTextChange, onRun, running, error, textareaRef }: Props) {
  const id = useId()
  const [example, setExample] = useState<string | null>(null)
  const [exampleError, setExampleError] = useState<string | null>(null)
  const [building, setBuilding] = useState(false)

  const pickExample = async (value: string) => {
    const chosen = EXAMPLES.find((e) => e.value === value)
    if (!chosen) return
    setExample(value)
    setExampleError(null)
    setBuilding(true)
    try {
      onTextChange(await chosen.build())
      textareaRef.current?.focus()
    } catch (e) {
      setExampleError(`Could not build the example: ${asApiError(e).message}`)
    } finally {
      setBuilding(false)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    onRun()
  }

  // Enter writes a new line, as in any editor; Ctrl+Enter (Cmd+Enter on a Mac) runs the query
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      onRun()
    }
  }

  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return (
    <form className={s.editor} onSubmit={onSubmit} aria-label="OxQL query">
      <div className={f.field}>
        <label htmlFor={id} className={f.label}>
          OxQL query
        </label>
        <textarea
          ref={textareaRef}
          id={id}
          className={`${f.input} ${f.textarea} ${s.query}`}
          value={text}
          onChange={(e) => onTextChange(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          rows={6}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          placeholder="get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h | align mean_within(1m)"
        />
        <span id={`${id}-hint`} className={s.hint}>
          {isMac() ? 'Cmd' : 'Ctrl'}+Enter runs the query. Queries read the whole fleet.
        </span>
        {error && (
          <p id={`${id}-error`} className={s.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div className={s.actions}>
        <PlainButton type="submit" variant="primary" loading={running}>
          Run
        </PlainButton>
        <Select
          label="Start from an example"
          items={EXAMPLES.map(({ value, label }) => ({ value, label }))}
          value={example}
          placeholder="Choose an example"
          onChange={pickExample}
          isDisabled={building}
        />
      </div>
      {exampleError && (
        <p className={s.error} role="alert">
          {exampleError}
        </p>
      )}
    </form>
  )
}
