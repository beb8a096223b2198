import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64, hasUnfinishedBlock, pemBlocks } from './pem'

describe('PEM blocks', () => {
  it('finds every block with its label and bytes, ignoring text around them', () => {
    const text = `Certificate:\n  Data: ...\n-----BEGIN CERTIFICATE-----\nAQID\nBA==\n-----END CERTIFICATE-----\n\n-----BEGIN PRIVATE KEY-----\nBQY=\n-----END PRIVATE KEY-----\n`
    const blocks = pemBlocks(text)
    expect(blocks.map((b) => [b.label, [...(b.bytes ?? [])], b.encrypted])).toEqual([
      ['CERTIFICATE', [1, 2, 3, 4], false],
      ['PRIVATE KEY', [5, 6], false],
    ])
  })

  it('marks encrypted keys of both styles and broken base64', () => {
    const oldStyle =
      '-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,00\n\nAQID\n-----END RSA PRIVATE KEY-----'
    expect(pemBlocks(oldStyle)[0]).toMatchObject({ encrypted: true })
    expect(
      pemBlocks('-----BEGIN ENCRYPTED PRIVATE KEY-----\nAQID\n-----END ENCRYPTED PRIVATE KEY-----')[0],
    ).toMatchObject({ encrypted: true })
    expect(pemBlocks('-----BEGIN CERTIFICATE-----\nno*pe\n-----END CERTIFICATE-----')[0].bytes).toBeNull()
  })

  it('tells a block that is cut off', () => {
    expect(hasUnfinishedBlock('-----BEGIN CERTIFICATE-----\nAQID')).toBe(true)
    expect(hasUnfinishedBlock('-----BEGIN CERTIFICATE-----\nAQID\n-----END CERTIFICATE-----')).toBe(false)
  })

  it('round-trips base64', () => {
    const data = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256)
    expect(base64ToBytes(bytesToBase64(data))).toEqual(data)
    expect(base64ToBytes('A')).toBeNull()
  })
})
