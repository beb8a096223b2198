import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { renderSystem } from '~/testing/render-system'
import { expectShownRequestsSent, shownRequest } from '~/testing/show-request'
import { db } from '~mock/db'
import { oxideRootRole } from '~mock/fixtures/platform/update'
import { server, setupMockServer } from '~mock/node'

setupMockServer()

/** The method and address of each write the mock API receives, whatever its body (a file's bytes). */
function recordRequestLines(): string[] {
  const lines: string[] = []
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (request.method !== 'GET') lines.push(`${request.method} ${url.pathname}${url.search}`)
  }
  server.events.on('request:start', record)
  onTestFinished(() => {
    server.events.removeListener('request:start', record)
  })
  return lines
}

describe('the requests behind the update page', () => {
  it('shows a repository upload, the file as its body, and sends the file there', async () => {
    const user = userEvent.setup()
    renderSystem('/system/update/repositories-new')
    const form = await screen.findByRole('form', { name: 'Upload repository' })
    await user.click(within(form).getByRole('button', { name: 'Show request' }))
    expect(within(form).getByText(/once the form can build it: Choose the repository file/)).toBeTruthy()
    const zip = new Uint8Array(1024)
    zip.set([0x50, 0x4b, 0x03, 0x04])
    await user.upload(within(form).getByLabelText('Repository file'), new File([zip], 'oxide-17.1.0.zip'))
    const shown = await shownRequest(() => form)
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/update/repositories?file_name=oxide-17.1.0.zip',
      body: '<the bytes of oxide-17.1.0.zip>',
    })
    // the copied command sends the file as it is
    await user.click(within(form).getByRole('tab', { name: 'curl' }))
    expect(within(form).getByTestId('request-curl').textContent).toContain(
      `--data-binary @'oxide-17.1.0.zip'`,
    )
    const lines = recordRequestLines()
    await user.click(screen.getByRole('button', { name: 'Upload repository' }))
    expect(await screen.findByText('Repository 17.1.0 uploaded')).toBeTruthy()
    expect(lines).toEqual([`${shown.method} ${shown.url}`])
  })

  it('shows a new trust root with the document as written, and sends it so', async () => {
    const user = userEvent.setup()
    renderSystem('/system/update/trust-roots-new')
    const form = await screen.findByRole('form', { name: 'Add trust root' })
    await user.click(within(form).getByRole('radio', { name: 'Pasted JSON' }))
    const second = structuredClone(oxideRootRole)
    second.signed.version = 2
    await user.click(within(form).getByRole('textbox', { name: 'Root role' }))
    const written = JSON.stringify(second, null, 2)
    await user.paste(written)
    // the document exactly as written, its keys and layout kept
    await user.click(within(form).getByRole('button', { name: 'Show request' }))
    expect((await within(form).findByTestId('request-raw')).textContent?.endsWith(`\n\n${written}`)).toBe(
      true,
    )
    await user.click(within(form).getByRole('button', { name: 'Hide request' }))
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(screen.getByRole('button', { name: 'Add trust root' })),
      () => form,
    )
    expect(shown).toEqual({ method: 'POST', url: '/v1/system/update/trust-roots', body: second })
    expect(await screen.findByText('Trust root added')).toBeTruthy()
    expect(db.trustRoots.at(-1)?.root_role).toEqual(second)
  })

  it('shows the set-target request in its confirmation and sends what it showed', async () => {
    const user = userEvent.setup()
    renderSystem('/system/update')
    await user.click(await screen.findByRole('button', { name: 'Actions for repository 17.0.1' }))
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Set as target release' }),
    )
    await screen.findByRole('dialog', { name: 'Set target release' })
    const dialog = () => screen.getByRole('dialog', { name: 'Set target release' })
    const [shown] = await expectShownRequestsSent(
      user,
      () => user.click(within(dialog()).getByRole('button', { name: 'Set target release' })),
      dialog,
    )
    expect(shown).toEqual({
      method: 'PUT',
      url: '/v1/system/update/target-release',
      body: { system_version: '17.0.1' },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
