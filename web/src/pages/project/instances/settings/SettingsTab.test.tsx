import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { preload } from '~/api/preload'
import { requireParams } from '~/components/route-params'
import { instanceView } from '~/pages/project/instances/queries'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { db } from '~mock/db'
import { setupMockServer } from '~mock/node'
import SettingsTab from './SettingsTab'

setupMockServer()

const routes = [
  {
    path: '/projects/:project/instances/:instance/settings',
    loader: ({ params }: LoaderFunctionArgs) =>
      preload(instanceView(requireParams(params, 'project', 'instance'))),
    element: <SettingsTab />,
  },
]

const GiB = 1024 ** 3
const web3 = () => db.instances.find((i) => i.name === 'web-3')

async function openResize() {
  const user = userEvent.setup()
  renderRoutes(routes, '/projects/web-frontend/instances/web-3/settings')
  await user.click(await screen.findByRole('button', { name: 'Resize' }))
  const dialog = await screen.findByRole('dialog', { name: 'Resize instance' })
  return { user, dialog }
}

async function replace(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field)
  await pasteInto(user, field, text)
}

describe('the resize dialog', () => {
  it('refuses sizes out of range with their messages, as typed, and changes nothing', async () => {
    const before = { ...web3() }
    const { user, dialog } = await openResize()
    const cpus = within(dialog).getByRole('textbox', { name: 'vCPUs' }) as HTMLInputElement
    const memory = within(dialog).getByRole('textbox', { name: 'Memory' }) as HTMLInputElement
    await replace(user, cpus, '0')
    await replace(user, memory, '100000')
    await user.click(within(dialog).getByRole('button', { name: 'Resize' }))

    expect(await within(dialog).findByText('vCPUs must be between 1 and 64')).toBeTruthy()
    expect(within(dialog).getByText('Memory must be between 1 and 1536 GiB')).toBeTruthy()
    expect(cpus.value).toBe('0')
    expect(memory.value).toBe('100000')
    expect(screen.getByRole('dialog', { name: 'Resize instance' })).toBeTruthy()
    expect(web3()?.ncpus).toBe(before.ncpus)
    expect(web3()?.memory).toBe(before.memory)
  })

  it('resizes to a size within range', async () => {
    const { user, dialog } = await openResize()
    await replace(user, within(dialog).getByRole('textbox', { name: 'vCPUs' }), '6')
    await replace(user, within(dialog).getByRole('textbox', { name: 'Memory' }), '24')
    await user.click(within(dialog).getByRole('button', { name: 'Resize' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resize instance' })).toBeNull())
    expect(web3()?.ncpus).toBe(6)
    expect(web3()?.memory).toBe(24 * GiB)
  })
})
