import { describe, expect, it } from 'vitest'
import { expectNoProblems, setupBrowser } from './browser'
import { setupFrontServers } from './front-server'

const browser = setupBrowser()
const frontServer = setupFrontServers()

const DISKS_PAGE_CODE = /\/chunk-DisksPage-\w+\.js$/

/**
 * The console's server as it is after an update that dropped the disks page's code file: in front of the test
 * server, answering 404 for that file, as a server does for an asset it does not have, while `gone()` says so.
 * It counts the page loads (requests for a document) and passes everything else through.
 */
async function updatedServer(gone: (loads: number) => boolean) {
  let loads = 0
  const origin = await frontServer((req, res) => {
    if (req.headers['sec-fetch-dest'] === 'document') loads++
    if (!(DISKS_PAGE_CODE.test(req.url ?? '') && gone(loads))) return false
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('Not Found')
    return true
  })
  return { origin, loads: () => loads }
}

describe('a page left open while the console is updated', () => {
  it('loads the new version when it asks for code the server no longer has, landing where the user was going', async () => {
    // the first page load runs the old version, whose disks page file is gone; the next one is the new version
    const server = await updatedServer((loads) => loads === 1)
    const page = await browser.open(`${server.origin}/projects/web-frontend/instances`)
    await page.getByRole('heading', { name: 'Instances', level: 1 }).waitFor()

    await page.getByRole('link', { name: 'Disks', exact: true }).first().click()
    await page.getByRole('heading', { name: 'Disks', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/projects/web-frontend/disks')
    expect(server.loads()).toBe(2)
    expectNoProblems(page)
  })

  it('shows the error screen, and does not reload again, when the code stays missing', async () => {
    const server = await updatedServer(() => true)
    const page = await browser.open(`${server.origin}/projects/web-frontend/instances`)
    await page.getByRole('heading', { name: 'Instances', level: 1 }).waitFor()

    const reloaded = page.waitForEvent('domcontentloaded')
    await page.getByRole('link', { name: 'Disks', exact: true }).first().click()
    // one reload, which fails the same way: the error screen stays, with its way back
    await reloaded
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor()
    await page.getByRole('link', { name: 'Back to console' }).click()
    await page.getByRole('heading', { name: 'Projects', level: 1 }).waitFor()
    expect(server.loads()).toBe(2)
    expectNoProblems(page)
  })
})
