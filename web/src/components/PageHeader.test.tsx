import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DOCS_LINKS } from '~/util/docs-links'
import { PageHeader } from './PageHeader'

describe('a page header', () => {
  it("links to the documentation about the page's subject, in a new tab, saying so", () => {
    render(<PageHeader title="Instances" docs={{ href: DOCS_LINKS.instances, topic: 'instances' }} />)
    const link = screen.getByRole('link', { name: 'Documentation on instances (opens in a new tab)' })
    expect(link.getAttribute('href')).toBe('https://docs.oxide.computer/guides/managing-instances')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noreferrer')
  })

  it('has no such link where none is given', () => {
    render(<PageHeader title="Profile" />)
    expect(screen.queryByRole('link')).toBeNull()
  })
})
