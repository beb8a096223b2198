import { afterEach, describe, expect, it } from 'vitest'
import { createFormPath, createLinkOn } from './create-link'

afterEach(() => {
  document.body.innerHTML = ''
})

describe("a list page's create action", () => {
  it('is named after the list', () => {
    expect(createFormPath('/projects')).toBe('/projects-new')
    expect(createFormPath('/projects/billing/vpcs/default/subnets/')).toBe(
      '/projects/billing/vpcs/default/subnets-new',
    )
  })

  it('is the link the page shows to that form, with the list place it carries', () => {
    document.body.innerHTML = `
      <nav><a href="/projects-new">Elsewhere</a></nav>
      <main>
        <a href="/projects/billing/instances">billing</a>
        <a href="/projects-newer">Not it</a>
        <a href="/projects-new?limit=10&amp;page=abc"> New project </a>
      </main>`
    const link = createLinkOn(document, '/projects')
    expect(link?.textContent?.trim()).toBe('New project')
    expect(link?.getAttribute('href')).toBe('/projects-new?limit=10&page=abc')
  })

  it('is none where the page offers no such link, or only a button its role disables', () => {
    document.body.innerHTML = '<main><button aria-disabled="true">New project</button></main>'
    expect(createLinkOn(document, '/projects')).toBeNull()
    document.body.innerHTML = '<main><a href="/system/update/trust-roots-new">Add trust root</a></main>'
    expect(createLinkOn(document, '/system/update')).toBeNull()
  })
})
