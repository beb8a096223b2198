import '@xterm/xterm/css/xterm.css'
import { FitAddon } from '@xterm/addon-fit'
import { Terminal as XTerm } from '@xterm/xterm'
import { type Ref, useEffect, useImperativeHandle, useRef } from 'react'
import { installStyleShim } from './csp-style-shim'
import s from './Terminal.module.css'

export type TerminalHandle = {
  write: (bytes: Uint8Array) => void
  reset: () => void
  focus: () => void
  /** Everything in the scrollback and on screen, wrapped lines joined, trailing blanks trimmed. */
  text: () => string
}

type Props = {
  ref?: Ref<TerminalHandle>
  /** What the user types, as bytes for the serial line. */
  onInput: (bytes: Uint8Array<ArrayBuffer>) => void
  /** After every fit to the container: the terminal's size in character cells. */
  onResize?: (size: { cols: number; rows: number }) => void
  label: string
}

// The terminal is always dark: guest programs pick ANSI colors for a dark screen.
const THEME = {
  background: '#0f1315',
  foreground: '#e6ebee',
  cursor: '#48d597',
  selectionBackground: '#2b4a3d',
}

const encoder = new TextEncoder()

/** xterm.js in a box that it always fills; this module (and xterm's code and CSS) loads only with the console. */
export default function Terminal({ ref, onInput, onResize, label }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const term = useRef<XTerm | null>(null)
  const callbacks = useRef({ onInput, onResize })
  callbacks.current = { onInput, onResize }

  useImperativeHandle(ref, () => ({
    write: (bytes) => term.current?.write(bytes),
    reset: () => term.current?.reset(),
    focus: () => term.current?.focus(),
    text: () => {
      const buffer = term.current?.buffer.active
      if (!buffer) return ''
      const lines: string[] = []
      for (let i = 0; i < buffer.length; i++) {
        const line = buffer.getLine(i)
        if (!line) continue
        const text = line.translateToString(true)
        if (line.isWrapped && lines.length > 0) lines[lines.length - 1] += text
        else lines.push(text)
      }
      return lines.join('\n').trimEnd()
    },
  }))

  useEffect(() => {
    const element = container.current
    if (!element) return
    const uninstall = installStyleShim()
    const xterm = new XTerm({
      fontFamily: getComputedStyle(element).fontFamily,
      fontSize: 13,
      scrollback: 10_000,
      cursorBlink: true,
      theme: THEME,
    })
    const fit = new FitAddon()
    xterm.loadAddon(fit)
    xterm.open(element)
    xterm.textarea?.setAttribute('aria-label', label)
    term.current = xterm

    // Tab belongs to the guest (completion), but Shift+Tab leaves the terminal so keyboard users are never trapped
    xterm.attachCustomKeyEventHandler((e) => !(e.key === 'Tab' && e.shiftKey))
    const input = xterm.onData((data) => callbacks.current.onInput(encoder.encode(data)))
    let frame = 0
    const refit = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        fit.fit()
        callbacks.current.onResize?.({ cols: xterm.cols, rows: xterm.rows })
      })
    }
    const observer = new ResizeObserver(refit)
    observer.observe(element)
    refit()
    xterm.focus()

    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
      input.dispose()
      xterm.dispose()
      term.current = null
      uninstall()
    }
  }, [label])

  return <div ref={container} className={s.terminal} />
}
