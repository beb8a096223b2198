import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Tab, TabList, TabPanel, Tabs } from './Tabs'

describe('Tabs', () => {
  it('switches panels with arrow keys', async () => {
    const user = userEvent.setup()
    render(
      <Tabs>
        <TabList aria-label="Instance">
          <Tab id="storage">Storage</Tab>
          <Tab id="network">Networking</Tab>
        </TabList>
        <TabPanel id="storage">Disks here</TabPanel>
        <TabPanel id="network">NICs here</TabPanel>
      </Tabs>,
    )
    expect(screen.getByRole('tabpanel').textContent).toBe('Disks here')
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Networking' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('NICs here')
  })

  it('link tabs render real links and follow the controlled selectedKey', () => {
    const onSelectionChange = vi.fn()
    render(
      <Tabs selectedKey="network" onSelectionChange={onSelectionChange}>
        <TabList aria-label="Instance">
          <Tab id="storage" href="/projects/p/instances/i/storage">
            Storage
          </Tab>
          <Tab id="network" href="/projects/p/instances/i/networking">
            Networking
          </Tab>
        </TabList>
        <TabPanel id="storage">Disks</TabPanel>
        <TabPanel id="network">NICs</TabPanel>
      </Tabs>,
    )
    const network = screen.getByRole('tab', { name: 'Networking' })
    expect(network.getAttribute('aria-selected')).toBe('true')
    expect(network.getAttribute('href')).toBe('/projects/p/instances/i/networking')
    expect(screen.getByRole('tabpanel').textContent).toBe('NICs')
  })
})
