import { HttpResponse } from 'msw'
import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { apiError, badRequest, respondWith } from '~mock/errors'
import { lookupById } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { after, alive } from '~mock/toolkit/timers'
import { bundleFiles } from './platform-support-bundle-files'
import { entryBytes, type ZipEntry, zip } from './platform-zip'

type Bundle = Json<Api.SupportBundleInfo>

/** How long collection and destruction take before the bundle moves on. */
export const COLLECT_MS = 5000
export const DESTROY_MS = 2000

const lookupBundle = (id: string) => lookupById(db.supportBundles, 'support-bundle', id)

function downloadable(id: string): Bundle {
  const bundle = lookupBundle(id)
  if (bundle.state !== 'active') {
    throw badRequest(`cannot download support bundle ${bundle.id} while it is ${bundle.state}`)
  }
  return bundle
}

/** A file of the bundle by its path in the index, which arrives with its slashes encoded (`sled-X%2Fdladm.txt`). */
function fileOf(bundle: Bundle, name: string): ZipEntry {
  const wanted = decodeURIComponent(name)
  const file = bundleFiles(bundle).find((f) => f.name === wanted && !f.name.endsWith('/'))
  if (!file)
    throw apiError(404, 'ObjectNotFound', `not found: file "${wanted}" in support bundle ${bundle.id}`)
  return file
}

function bytesResponse(body: Uint8Array<ArrayBuffer> | null, size: number, type: string, filename?: string) {
  const headers: Record<string, string> = { 'content-type': type, 'content-length': String(size) }
  if (filename) headers['content-disposition'] = `attachment; filename="${filename}"`
  return respondWith(new HttpResponse(body, { status: 200, headers }))
}

export const supportBundleHandlers = {
  supportBundleList({ query, ...ctx }) {
    fleetUser(ctx)
    const descending = query.sortBy === 'time_and_id_descending'
    return paginated(query, db.supportBundles, { key: (b) => `${b.time_created}|${b.id}`, descending })
  },

  /** Starts collecting; the bundle turns active a few seconds later. */
  supportBundleCreate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const bundle: Bundle = {
      id: crypto.randomUUID(),
      reason_for_creation: 'Created by external API',
      reason_for_failure: null,
      state: 'collecting',
      time_created: now(),
      user_comment: body.user_comment ?? null,
    }
    db.supportBundles.push(bundle)
    after(COLLECT_MS, () => {
      if (alive(db.supportBundles, bundle) && bundle.state === 'collecting') bundle.state = 'active'
    })
    return created(bundle)
  },

  supportBundleView({ path, ...ctx }) {
    fleetUser(ctx)
    return lookupBundle(path.bundleId)
  },

  supportBundleUpdate({ path, body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const bundle = lookupBundle(path.bundleId)
    if (bundle.state === 'destroying') throw badRequest(`support bundle ${bundle.id} is being destroyed`)
    bundle.user_comment = body.user_comment ?? null
    return bundle
  },

  /** Cancels collection or frees the storage: the bundle shows as destroying until it is gone. */
  supportBundleDelete({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const bundle = lookupBundle(path.bundleId)
    if (bundle.state !== 'destroying') {
      bundle.state = 'destroying'
      after(DESTROY_MS, () => {
        db.supportBundles = db.supportBundles.filter((b) => b !== bundle)
      })
    }
    return 204
  },

  supportBundleDownload({ path, ...ctx }) {
    fleetUser(ctx)
    const bundle = downloadable(path.bundleId)
    const body = zip(bundleFiles(bundle), new Date(bundle.time_created))
    return bytesResponse(body, body.length, 'application/zip', `support-bundle-${bundle.id}.zip`)
  },

  supportBundleHead({ path, ...ctx }) {
    fleetUser(ctx)
    const bundle = downloadable(path.bundleId)
    const size = zip(bundleFiles(bundle), new Date(bundle.time_created)).length
    return bytesResponse(null, size, 'application/zip', `support-bundle-${bundle.id}.zip`)
  },

  supportBundleIndex({ path, ...ctx }) {
    fleetUser(ctx)
    const bundle = downloadable(path.bundleId)
    const index = new TextEncoder().encode(
      bundleFiles(bundle)
        .map((f) => `${f.name}\n`)
        .join(''),
    )
    return bytesResponse(index, index.length, 'text/plain; charset=utf-8')
  },

  supportBundleDownloadFile({ path, ...ctx }) {
    fleetUser(ctx)
    const file = fileOf(downloadable(path.bundleId), path.file)
    const body = new Uint8Array(entryBytes(file))
    return bytesResponse(body, body.length, 'application/octet-stream')
  },

  supportBundleHeadFile({ path, ...ctx }) {
    fleetUser(ctx)
    const file = fileOf(downloadable(path.bundleId), path.file)
    return bytesResponse(null, entryBytes(file).length, 'application/octet-stream')
  },
} satisfies Partial<MSWHandlers>

/**
 * The seed shows one bundle collecting and one being destroyed; in the preview and the standalone server the first
 * turns active and the second goes away after a while, so the list stops polling. Node tests do not call this.
 */
export function settleSeededBundles(firstMs = 20_000, stepMs = 10_000): void {
  let wait = firstMs
  for (const bundle of db.supportBundles) {
    if (bundle.state === 'collecting') {
      after(wait, () => {
        if (alive(db.supportBundles, bundle) && bundle.state === 'collecting') bundle.state = 'active'
      })
      wait += stepMs
    } else if (bundle.state === 'destroying') {
      after(wait, () => {
        db.supportBundles = db.supportBundles.filter((b) => b !== bundle)
      })
      wait += stepMs
    }
  }
}
