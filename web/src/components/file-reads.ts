import { useSyncExternalStore } from 'react'
import { readFileBytes, readFileText } from '~/util/file-text'

/**
 * Files a form sends the contents of, read as they are chosen, so that the request the form shows ("Show
 * request") is built from them while the user types, and a submit sends that very request once they are read.
 */

type Read<T> = { value: T } | { error: Error }

const texts = new WeakMap<Blob, Read<string>>()
const bytes = new WeakMap<Blob, Read<Uint8Array>>()
const started = new WeakMap<Blob, Set<'text' | 'bytes'>>()

let finished = 0
const listeners = new Set<() => void>()

function track<T>(file: File, kind: 'text' | 'bytes', store: WeakMap<Blob, Read<T>>, read: Promise<T>) {
  const kinds = started.get(file) ?? new Set()
  if (kinds.has(kind)) return
  kinds.add(kind)
  started.set(file, kinds)
  read
    .then(
      (value) => store.set(file, { value }),
      (e) => store.set(file, { error: e instanceof Error ? e : new Error(`Could not read ${file.name}`) }),
    )
    .finally(() => {
      finished += 1
      for (const l of listeners) l()
    })
}

function now<T>(
  file: File,
  kind: 'text' | 'bytes',
  store: WeakMap<Blob, Read<T>>,
  read: () => Promise<T>,
): T {
  const done = store.get(file)
  if (done) {
    if ('error' in done) throw done.error
    return done.value
  }
  track(file, kind, store, read())
  throw new Error(`Reading ${file.name}…`)
}

/** The file's text once it has been read; until then this starts reading it and throws, saying so. */
export const fileTextNow = (file: File): string => now(file, 'text', texts, () => readFileText(file))

/** The file's bytes once they have been read; until then this starts reading them and throws, saying so. */
export const fileBytesNow = (file: File): Uint8Array => now(file, 'bytes', bytes, () => readFileBytes(file))

/**
 * Resolves once the files are read, as text and as bytes, for a submit that builds its request from them; a file
 * that could not be read is for the request to report.
 */
export async function readFiles(files: readonly (File | null)[]): Promise<void> {
  await Promise.allSettled(
    files.flatMap((file) => {
      if (!file) return []
      const text = readFileText(file)
      const raw = readFileBytes(file)
      track(file, 'text', texts, text)
      track(file, 'bytes', bytes, raw)
      return [text, raw]
    }),
  )
}

function subscribe(l: () => void) {
  listeners.add(l)
  return () => listeners.delete(l)
}

/**
 * Re-renders the calling form each time a file read finishes, so that a request built from a file it was still
 * reading shows once the file is read.
 */
export const useFileReads = () => useSyncExternalStore(subscribe, () => finished)
