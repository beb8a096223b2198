import { describe, expect, it } from 'vitest'
import { bodyText, CONCEALED, requestForms, shellQuote } from './request-text'

const create = {
  method: 'POST',
  url: '/v1/projects?x=1',
  body: JSON.stringify({ name: "o'brien", password: { mode: 'password', value: 'hunter22' } }),
}
const start = { method: 'POST', url: '/v1/instances/db/start?project=web', body: undefined }
const options = { origin: 'https://rack.example', apiVersion: '20251008.0.0' }

describe('the forms of a request', () => {
  it('writes the raw request with its method, path, query, headers and body', () => {
    const { raw } = requestForms(create, options)
    expect(raw.split('\n').slice(0, 4)).toEqual([
      'POST /v1/projects?x=1 HTTP/1.1',
      'Host: rack.example',
      'Content-Type: application/json',
      'api-version: 20251008.0.0',
    ])
    expect(JSON.parse(raw.split('\n\n')[1])).toEqual(JSON.parse(create.body))
  })

  it('writes a curl command that reads the token from the environment and quotes the body for the shell', () => {
    const { curl } = requestForms(create, options)
    expect(curl).toContain(`curl -X POST 'https://rack.example/v1/projects?x=1'`)
    expect(curl).toContain('-H "Authorization: Bearer $OXIDE_TOKEN"')
    expect(curl).toContain(`"name": "o'\\''brien"`)
    expect(curl).not.toMatch(/Cookie|session/i)
  })

  it('writes the oxide api command with the body on its standard input, or none for a call without one', () => {
    expect(requestForms(create, options).oxide).toMatch(
      /^oxide api '\/v1\/projects\?x=1' --method POST --input - <<'JSON'\n\{[\s\S]*\}\nJSON$/,
    )
    expect(requestForms(start, options).oxide).toBe(
      `oxide api '/v1/instances/db/start?project=web' --method POST`,
    )
    expect(requestForms(start, options).curl).not.toContain('--data-raw')
  })

  it('shows a concealed value as a placeholder in the body and every command, and nothing else changed', () => {
    const forms = requestForms(create, { ...options, conceal: ['password.value'] })
    for (const text of Object.values(forms)) {
      expect(text).not.toContain('hunter22')
      expect(text).toContain(CONCEALED)
    }
    expect(JSON.parse(bodyText(create, ['password.value']) ?? '')).toEqual({
      name: "o'brien",
      password: { mode: 'password', value: CONCEALED },
    })
  })

  it('hides each secret of a list of them, keeping how many there are', () => {
    const receiver = {
      method: 'POST',
      url: '/v1/alert-receivers',
      body: JSON.stringify({ secrets: ['a', 'b'] }),
    }
    expect(JSON.parse(bodyText(receiver, ['secrets']) ?? '')).toEqual({ secrets: [CONCEALED, CONCEALED] })
  })

  it("sends a file's bytes and a JSON text as they are, saying so in each form", () => {
    const upload = { method: 'PUT', url: '/v1/system/update/repositories?file_name=r.zip', body: undefined }
    const file = requestForms(upload, { ...options, rawBody: { kind: 'file', fileName: 'r.zip' } })
    expect(file.raw).toContain('Content-Type: application/octet-stream')
    expect(file.raw.endsWith('\n\n<the bytes of r.zip>')).toBe(true)
    expect(file.curl).toContain(`--data-binary @'r.zip'`)
    expect(file.oxide).toBe(
      `oxide api '/v1/system/update/repositories?file_name=r.zip' --method PUT --input 'r.zip'`,
    )
    const root = { method: 'POST', url: '/v1/system/update/trust-roots', body: undefined }
    const text = '{"signed": {"_type": "root"}}'
    const json = requestForms(root, { ...options, rawBody: { kind: 'json-text', text } })
    expect(json.raw.endsWith(`\n\n${text}`)).toBe(true)
    expect(json.curl).toContain(`--data-raw '${text}'`)
  })

  it('quotes any word for the shell', () => {
    expect(shellQuote(`it's $HOME`)).toBe(`'it'\\''s $HOME'`)
  })
})
