/**
 * PEM, the text form of certificates and keys: base64 between `-----BEGIN LABEL-----` and `-----END LABEL-----`
 * lines. Text around the blocks (as `openssl x509 -text` writes) is allowed and ignored.
 */

export type PemBlock = {
  /** What the block says it holds: `CERTIFICATE`, `PRIVATE KEY`, `RSA PRIVATE KEY`... */
  label: string
  /** The decoded bytes, or null when the base64 between the lines is broken. */
  bytes: Uint8Array | null
  /** The base64 as written, without line breaks. */
  base64: string
  /** A key under a passphrase: `ENCRYPTED PRIVATE KEY`, or an old-style key with a `Proc-Type: 4,ENCRYPTED` header. */
  encrypted: boolean
}

const BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Bytes from base64, or null when it is not base64. */
export function base64ToBytes(base64: string): Uint8Array | null {
  if (!BASE64.test(base64) || base64.length % 4 === 1) return null
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** Base64 of bytes, in slices so a large file does not overflow the argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  const SLICE = 0x8000
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE))
  }
  return btoa(binary)
}

/** Every PEM block in `text`, in order. */
export function pemBlocks(text: string): PemBlock[] {
  return [...text.matchAll(BLOCK)].map(([, label, body]) => {
    // headers such as `Proc-Type: 4,ENCRYPTED` sit on lines of their own above the base64 in old-style keys
    const lines = body.split(/\r?\n/)
    const headers = lines.filter((line) => line.includes(':')).join('\n')
    const base64 = lines
      .filter((line) => !line.includes(':'))
      .join('')
      .replace(/\s+/g, '')
    const encrypted = label === 'ENCRYPTED PRIVATE KEY' || /Proc-Type:\s*4,ENCRYPTED/.test(headers)
    return { label, base64, bytes: base64ToBytes(base64), encrypted }
  })
}

/** Whether the text has a BEGIN line without its END, as when a file is cut off. */
export const hasUnfinishedBlock = (text: string) =>
  (text.match(/-----BEGIN [A-Z0-9 ]+-----/g) ?? []).length > (text.match(BLOCK) ?? []).length
