import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished } from 'vitest'
import { instanceCreateLoader } from '~/pages/project/instances/routes'
import { pasteInto } from '~/testing/paste-into'
import { renderRoutes } from '~/testing/render-routes'
import { expectShownRequestsSent } from '~/testing/show-request'
import { db } from '~mock/db'
import { billing } from '~mock/fixtures/projects'
import { server, setupMockServer } from '~mock/node'
import InstanceCreateForm from './InstanceCreateForm'

setupMockServer()

const routes = [
  { path: '/projects/:project/instances-new', element: <InstanceCreateForm />, loader: instanceCreateLoader },
  { path: '/projects/:project/instances/:instance/storage', element: <p>instance page</p> },
]

// a thousand options filtered and laid out: slow in a test's DOM
const slow = { timeout: 10_000 }
const form = () => screen.getByRole('form', { name: 'Create instance' })
const four = (n: number) => String(n).padStart(4, '0')

/** 1,100 detached disks in billing, `vol-0001` on: the project's disks run past the first page of 1,000. */
function addDisks() {
  const template = db.disks.find((d) => d.project_id === billing.id)
  if (!template) throw new Error('billing has a disk to copy')
  for (let n = 1; n <= 1100; n++) {
    const name = `vol-${four(n)}`
    db.disks.push({ ...template, id: crypto.randomUUID(), name, state: { state: 'detached' } })
  }
  return db.disks.filter((d) => d.project_id === billing.id).length
}

/** 1,100 floating IPs in billing, `edge-0001` on; those with an odd number are attached to an instance. */
function addFloatingIps() {
  const holder = db.instances.find((i) => i.project_id === billing.id)
  const template = db.floatingIps.find((f) => f.project_id === billing.id)
  if (!holder || !template) throw new Error('billing has an instance and a floating IP to copy')
  for (let n = 1; n <= 1100; n++) {
    db.floatingIps.push({
      ...template,
      id: crypto.randomUUID(),
      name: `edge-${four(n)}`,
      ip: `10.90.${Math.floor(n / 256)}.${n % 256}`,
      instance_id: n % 2 ? holder.id : null,
    })
  }
  return db.floatingIps.filter((f) => f.project_id === billing.id).length
}

/** 1,100 ready snapshots in billing, `snap-0001` on, each of 8 GiB: more than a page of the project's snapshots. */
function addSnapshots() {
  const template = db.snapshots.find((s) => s.project_id === billing.id)
  if (!template) throw new Error('billing has a snapshot to copy')
  for (let n = 1; n <= 1100; n++)
    db.snapshots.push({ ...template, id: crypto.randomUUID(), name: `snap-${four(n)}`, size: 8 * 2 ** 30 })
  return db.snapshots.filter((s) => s.project_id === billing.id).length
}

/** Counts the reads of `path` (e.g. '/v1/disks') until the test ends. */
function countReads(path: string) {
  const reads = { count: 0 }
  const count = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === path) reads.count++
  }
  server.events.on('request:start', count)
  onTestFinished(() => {
    server.events.removeListener('request:start', count)
  })
  return reads
}

async function start() {
  const user = userEvent.setup()
  renderRoutes(routes, '/projects/billing/instances-new')
  await screen.findByRole('heading', { name: 'Create instance' })
  const name = within(form()).getByRole('textbox', { name: /^Name/ })
  await user.clear(name)
  await pasteInto(user, name, 'big-one')
  return user
}

describe('the pickers of the create instance form over lists longer than a page', () => {
  it('finds a detached disk past the first page by part of its name and attaches it', async () => {
    const total = addDisks()
    const reads = countReads('/v1/disks')
    const user = await start()
    // the form opened with the first page only
    expect(reads.count).toBe(1)

    await user.click(screen.getByRole('button', { name: 'Attach existing disk' }))
    const draft = screen.getByRole('group', { name: 'Existing disk' })
    const picker = within(draft).getByRole('combobox', { name: /^Disk/ })
    await user.click(picker)
    expect(
      await screen.findByText('Showing the first 1,000 disks; type to search them all.', {}, slow),
    ).toBeTruthy()
    await pasteInto(user, picker, '1077')
    expect(
      await screen.findByText(`Searched all ${total.toLocaleString('en-US')} disks: 1 matches.`, {}, slow),
    ).toBeTruthy()
    await user.click(await screen.findByRole('option', { name: /^vol-1077/ }, slow))
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('vol-1077'))
    await user.click(within(draft).getByRole('button', { name: 'Attach disk' }))
    const added = await screen.findByRole('list', { name: 'Additional disks' })
    expect(within(added).getByText('vol-1077')).toBeTruthy()

    const [sent] = await expectShownRequestsSent(
      user,
      () => user.click(screen.getByRole('button', { name: 'Create instance' })),
      form,
    )
    expect(sent.body).toMatchObject({ disks: [{ type: 'attach', name: 'vol-1077' }] })
  })

  it('boots from a detached disk found past the first page', async () => {
    const total = addDisks()
    const user = await start()
    await user.click(screen.getByRole('radio', { name: 'Existing disk' }))
    const picker = within(form()).getByRole('combobox', { name: /^Disk/ })
    await pasteInto(user, picker, '1093')
    expect(
      await screen.findByText(`Searched all ${total.toLocaleString('en-US')} disks: 1 matches.`, {}, slow),
    ).toBeTruthy()
    await user.click(await screen.findByRole('option', { name: /^vol-1093/ }, slow))
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('vol-1093'))

    const [sent] = await expectShownRequestsSent(
      user,
      () => user.click(screen.getByRole('button', { name: 'Create instance' })),
      form,
    )
    expect(sent.body).toMatchObject({ boot_disk: { type: 'attach', name: 'vol-1093' } })
  })

  it('finds an unattached floating IP past the first page by name, lists it ticked and sends it', async () => {
    const total = addFloatingIps()
    const reads = countReads('/v1/floating-ips')
    const user = await start()
    expect(reads.count).toBe(1)

    const finder = screen.getByRole('combobox', { name: 'Add a floating IP' })
    await user.click(finder)
    expect(
      await screen.findByText('Showing the first 1,000 floating IPs; type to search them all.', {}, slow),
    ).toBeTruthy()
    const found = `Searched all ${total.toLocaleString('en-US')} floating IPs: 1 matches.`
    // an attached one is found but not offered
    await pasteInto(user, finder, 'edge-1041')
    expect(await screen.findByText(found, {}, slow)).toBeTruthy()
    expect(screen.getByText('No unattached floating IPs match')).toBeTruthy()

    await user.clear(finder)
    await pasteInto(user, finder, 'edge-1042')
    expect(await screen.findByText(found, {}, slow)).toBeTruthy()
    await user.click(await screen.findByRole('option', { name: /^edge-1042/ }, slow))

    const box = await within(screen.getByRole('group', { name: 'Floating IPs' })).findByRole('checkbox', {
      name: /^edge-1042 /,
    })
    expect((box as HTMLInputElement).checked).toBe(true)
    // the finder is ready for the next name
    expect((screen.getByRole('combobox', { name: 'Add a floating IP' }) as HTMLInputElement).value).toBe('')

    const [sent] = await expectShownRequestsSent(
      user,
      () => user.click(screen.getByRole('button', { name: 'Create instance' })),
      form,
    )
    expect(sent.body).toMatchObject({
      external_ips: [{ type: 'ephemeral' }, { type: 'floating', floating_ip: 'edge-1042' }],
    })
  })

  it("makes a new disk from a snapshot found past the first page of the project's snapshots", async () => {
    const total = addSnapshots()
    const user = await start()
    await user.click(screen.getByRole('button', { name: 'Create new disk' }))
    const draft = screen.getByRole('group', { name: 'New disk' })
    const diskName = within(draft).getByRole('textbox', { name: /^Disk name/ })
    await user.clear(diskName)
    await pasteInto(user, diskName, 'restored')
    await user.click(within(draft).getByRole('radio', { name: 'Snapshot' }))
    const picker = within(draft).getByRole('combobox', { name: /^Snapshot/ })
    await user.click(picker)
    expect(
      await screen.findByText('Showing the first 1,000 snapshots; type to search them all.', {}, slow),
    ).toBeTruthy()
    await pasteInto(user, picker, '1066')
    const found = `Searched all ${total.toLocaleString('en-US')} snapshots: 1 matches.`
    expect(await screen.findByText(found, {}, slow)).toBeTruthy()
    await user.click(await screen.findByRole('option', { name: /^snap-1066/ }, slow))
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('snap-1066'))
    await user.click(within(draft).getByRole('button', { name: 'Add disk' }))
    const added = await screen.findByRole('list', { name: 'Additional disks' })
    expect(within(added).getByText('restored')).toBeTruthy()

    const snapshot = db.snapshots.find((s) => s.name === 'snap-1066')
    const [sent] = await expectShownRequestsSent(
      user,
      () => user.click(screen.getByRole('button', { name: 'Create instance' })),
      form,
    )
    expect(sent.body).toMatchObject({
      disks: [
        { type: 'create', name: 'restored', disk_source: { type: 'snapshot', snapshot_id: snapshot?.id } },
      ],
    })
  })
})
