import { describe, expect, it } from 'vitest'
import { CSV_COLUMNS, csvField, exportFileName, toCsv, toJsonLines } from './audit-export'
import { ADA, directory, ENGINEERING, testEntry } from './audit-test-entries'

describe('CSV fields', () => {
  it('are quoted only when they must be, with quotes doubled', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\r')).toBe('"cr\r"')
    expect(csvField(' padded ')).toBe('" padded "')
    expect(csvField(null)).toBe('')
    expect(csvField(undefined)).toBe('')
    expect(csvField(403)).toBe('403')
  })

  it('never start a formula a spreadsheet would run', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvField('+1')).toBe("'+1")
    expect(csvField('-2')).toBe("'-2")
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
  })
})

describe('exports', () => {
  const failed = testEntry({
    operationId: 'project_create',
    requestUri: '/v1/projects?project=a,b',
    result: {
      kind: 'error',
      httpStatusCode: 400,
      errorCode: 'ObjectAlreadyExists',
      errorMessage: 'already exists: project "sandbox"',
    },
    userAgent: null,
  })

  it('as CSV: a header, then one line an entry with the names beside the IDs, lines ending in CRLF', () => {
    const csv = toCsv([failed], directory)
    const lines = csv.split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe('')
    expect(lines[0]).toBe(CSV_COLUMNS.join(','))
    expect(lines[1]).toBe(
      [
        failed.timeCompleted.toISOString(),
        failed.timeStarted.toISOString(),
        '212',
        'silo_user',
        'Ada Lovelace',
        ADA,
        'engineering',
        'project_create',
        '"/v1/projects?project=a,b"',
        'error',
        '400',
        'ObjectAlreadyExists',
        '"already exists: project ""sandbox"""',
        '10.40.2.17',
        '',
        'session_cookie',
        failed.requestId,
        failed.id,
      ].join(','),
    )
  })

  it('as JSON lines: one entry a line, in the API shape', () => {
    const other = testEntry()
    const text = toJsonLines([failed, other])
    expect(text.endsWith('\n')).toBe(true)
    const [first, second] = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(first).toEqual({
      id: failed.id,
      request_id: failed.requestId,
      operation_id: 'project_create',
      request_uri: '/v1/projects?project=a,b',
      actor: { kind: 'silo_user', silo_id: ENGINEERING, silo_user_id: ADA },
      auth_method: 'session_cookie',
      result: {
        kind: 'error',
        http_status_code: 400,
        error_code: 'ObjectAlreadyExists',
        error_message: 'already exists: project "sandbox"',
      },
      source_ip: '10.40.2.17',
      user_agent: null,
      time_started: failed.timeStarted.toISOString(),
      time_completed: failed.timeCompleted.toISOString(),
    })
    expect(second.id).toBe(other.id)
  })

  it('are named after their span in UTC', () => {
    const from = Date.parse('2026-11-26T09:00:00Z')
    const to = Date.parse('2026-11-27T09:30:00Z')
    expect(exportFileName(from, to, 'csv')).toBe('audit-log-2026-11-26T0900-2026-11-27T0930.csv')
    expect(exportFileName(from, to, 'jsonl')).toBe('audit-log-2026-11-26T0900-2026-11-27T0930.jsonl')
  })
})
