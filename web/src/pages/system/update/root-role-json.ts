/**
 * What is wrong with a root role document as written, before it is sent, or undefined when it can be sent: it
 * must be JSON, and a signed TUF root role (`{ "signed": { "_type": "root", ... }, "signatures": [...] }`),
 * which is all the API takes as a trust root. The signatures are the API's to verify.
 */
export function rootRoleProblem(text: string): string | undefined {
  if (!text.trim()) return 'The root role is empty'
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch (e) {
    const detail = e instanceof Error ? e.message.replace(/^JSON\.parse:\s*/, '') : ''
    return `Not valid JSON${detail ? `: ${detail}` : ''}`
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return 'The root role must be a JSON object'
  }
  const { signed, signatures } = document as { signed?: unknown; signatures?: unknown }
  if ((signed as { _type?: unknown } | undefined)?._type !== 'root') {
    return 'Not a TUF root role: it needs a "signed" object whose "_type" is "root"'
  }
  if (!Array.isArray(signatures)) return 'Not a signed root role: it needs a "signatures" list'
  return undefined
}
