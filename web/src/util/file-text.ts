/**
 * The contents of a file the user picked, read once: a form validates on every keystroke, and the same file
 * need not be read again each time.
 */
const texts = new WeakMap<Blob, Promise<string>>()
const bytes = new WeakMap<Blob, Promise<Uint8Array>>()

/** The file as text (UTF-8). */
export function readFileText(file: Blob): Promise<string> {
  let text = texts.get(file)
  if (!text) {
    text = file.text()
    texts.set(file, text)
  }
  return text
}

/** The file's bytes, as they are. */
export function readFileBytes(file: Blob): Promise<Uint8Array> {
  let read = bytes.get(file)
  if (!read) {
    read = file.arrayBuffer().then((buffer) => new Uint8Array(buffer))
    bytes.set(file, read)
  }
  return read
}
