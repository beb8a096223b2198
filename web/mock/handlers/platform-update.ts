import type * as Api from '~/api/__generated__/Api'
import type { Json, MSWHandlers } from '~/api/__generated__/msw-handlers'
import { fleetUser } from '~mock/authz'
import { db } from '~mock/db'
import { apiError, badRequest } from '~mock/errors'
import { lookupById } from '~mock/toolkit/lookup'
import { paginated } from '~mock/toolkit/paginate'
import { randomHex } from '~mock/toolkit/random'
import { created } from '~mock/toolkit/responses'
import { now } from '~mock/toolkit/time'
import { after } from '~mock/toolkit/timers'

const VERSION_RE = /(\d+)\.(\d+)\.(\d+)/

/** Zero-padded, so versions sort as strings; ties (none expected) break on the raw text. */
function versionKey(version: string): string {
  const [, major, minor, patch] = version.match(VERSION_RE) ?? ['', '0', '0', '0']
  return `${[major, minor, patch].map((n) => n.padStart(8, '0')).join('.')}|${version}`
}

function repoNotFound(version: string): Response {
  return apiError(404, 'ObjectNotFound', `not found: tuf-repo with system version "${version}"`)
}

/**
 * The request's body, read a chunk at a time as a server takes in a large upload (the client sees its upload
 * progress as the chunks are taken), rather than asked for whole.
 */
async function readBody(req: Request): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.body) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = req.body.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value)
    size += read.value.byteLength
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** A zip archive starts with a local file header, `PK\x03\x04`. */
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

const STEP_MS = 2000
const STEPS = 6
let rollout = 0

/**
 * Moves components onto the target release a batch at a time, the way the
 * planner works through the rack. A newer target release supersedes the rollout.
 */
function rollOut(version: string, generation: number, step = 1, stepMs = STEP_MS): void {
  after(stepMs, () => {
    if (generation !== rollout || db.updateState.target_release?.version !== version) return
    const counts = db.updateState.components_by_release_version
    const total = Object.values(counts).reduce((a, b) => a + b, 0)
    let toMove = Math.ceil(total / STEPS)
    for (const [other, n] of Object.entries(counts)) {
      if (other === version || toMove === 0) continue
      const moved = Math.min(n, toMove)
      toMove -= moved
      if (n - moved === 0) delete counts[other]
      else counts[other] = n - moved
      counts[version] = (counts[version] ?? 0) + moved
    }
    db.updateState.time_last_step_planned = now()
    if (counts[version] < total && step < STEPS * 2) rollOut(version, generation, step + 1, stepMs)
  })
}

/**
 * The seed is mid-rollout; in the preview and the standalone server that rollout carries on at an unhurried
 * pace, so the update page shows it progress and then settle. Node tests do not call this, so the seed they
 * assert on stays put.
 */
export function resumeSeededRollout(stepMs = 20_000): void {
  const version = db.updateState.target_release?.version
  if (!version || db.updateState.suspended) return
  rollout += 1
  rollOut(version, rollout, 1, stepMs)
}

function generatedRootRole() {
  const keyid = randomHex(32)
  const role = { keyids: [keyid], threshold: 1 }
  const expires = new Date(Date.now() + 5 * 365 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z')
  return {
    signed: {
      _type: 'root',
      spec_version: '1.0.0',
      version: 1,
      expires,
      consistent_snapshot: true,
      keys: { [keyid]: { keytype: 'ed25519', scheme: 'ed25519', keyval: { public: randomHex(32) } } },
      roles: { root: role, snapshot: role, targets: role, timestamp: role },
    },
    signatures: [{ keyid, sig: randomHex(64) }],
  }
}

function isRootRole(value: unknown): value is Record<string, unknown> {
  const signed = (value as { signed?: { _type?: unknown } } | null)?.signed
  return typeof value === 'object' && value !== null && signed?._type === 'root'
}

export const updateHandlers = {
  systemUpdateRepositoryList({ query, ...ctx }) {
    fleetUser(ctx)
    const descending = query.sortBy !== 'version_ascending'
    return paginated(query, db.tufRepos, { key: (r) => versionKey(r.system_version), descending })
  },

  /**
   * The body is the repository zip, read as it arrives. A real repository's version comes from the signed
   * artifacts inside it; the mock takes it from the file name and hashes the bytes. The generated client sends
   * no body at all, so without one the file name stands in for the bytes.
   */
  async systemUpdateRepositoryUpload({ query, req, ...ctx }) {
    fleetUser({ req, ...ctx }, 'admin')
    const body = await readBody(req)
    // an upload its client stopped is dropped with its connection, never added
    if (req.signal.aborted) throw badRequest('the upload was stopped before it was complete')
    const bytes = body.byteLength > 0 ? body : new TextEncoder().encode(query.fileName)
    if (db.trustRoots.length === 0) {
      throw badRequest('no trusted root roles are configured; add one before uploading repositories')
    }
    if (body.byteLength > 0 && !isZip(body)) {
      throw badRequest(`invalid repository "${query.fileName}": the file is not a zip archive`)
    }
    const version = query.fileName.match(VERSION_RE)?.[0]
    if (!version) throw badRequest(`invalid repository: no system version found in "${query.fileName}"`)
    const hash = await sha256(bytes)
    const existing = db.tufRepos.find((r) => r.system_version === version)
    if (existing) {
      if (existing.hash !== hash) {
        throw apiError(
          409,
          'Conflict',
          `a repository with system version ${version} already exists with a different hash`,
        )
      }
      return { repo: existing, status: 'already_exists' as const }
    }
    const repo: Json<Api.TufRepo> = {
      system_version: version,
      file_name: query.fileName,
      hash,
      time_created: now(),
    }
    db.tufRepos.push(repo)
    return { repo, status: 'inserted' as const }
  },

  systemUpdateRepositoryView({ path, ...ctx }) {
    fleetUser(ctx)
    const repo = db.tufRepos.find((r) => r.system_version === path.systemVersion)
    if (!repo) throw repoNotFound(path.systemVersion)
    return repo
  },

  systemUpdateStatus(ctx) {
    fleetUser(ctx)
    const { target_release, components_by_release_version, time_last_step_planned, suspended } =
      db.updateState
    return {
      target_release,
      components_by_release_version: { ...components_by_release_version },
      time_last_step_planned,
      suspended,
    }
  },

  targetReleaseUpdate({ body, ...ctx }) {
    fleetUser(ctx, 'admin')
    const version = body.system_version
    if (!db.tufRepos.some((r) => r.system_version === version)) throw repoNotFound(version)
    const current = db.updateState.target_release?.version
    if (current && versionKey(version) < versionKey(current)) {
      throw badRequest(
        `cannot set target release to ${version}: it is older than the current target ${current}`,
      )
    }
    const time = now()
    db.updateState.target_release = { version, time_requested: time }
    db.updateState.time_last_step_planned = time
    db.updateState.suspended = false
    rollout += 1
    rollOut(version, rollout)
    return 204
  },

  systemUpdateTrustRootList({ query, ...ctx }) {
    fleetUser(ctx)
    return paginated(query, db.trustRoots)
  },

  /**
   * The body is the root role document, which the generated client cannot send;
   * without one the mock trusts a freshly generated root role.
   */
  async systemUpdateTrustRootCreate({ req, ...ctx }) {
    fleetUser({ req, ...ctx }, 'admin')
    const text = await req.text()
    let document: unknown
    try {
      document = text.trim() ? JSON.parse(text) : generatedRootRole()
    } catch {
      throw badRequest('the trusted root role must be a JSON document')
    }
    if (!isRootRole(document)) throw badRequest('invalid root role: expected a signed TUF root role')
    const root: Json<Api.UpdatesTrustRoot> = {
      id: crypto.randomUUID(),
      root_role: document as Json<Api.UpdatesTrustRoot>['root_role'],
      time_created: now(),
    }
    db.trustRoots.push(root)
    return created(root)
  },

  systemUpdateTrustRootView({ path, ...ctx }) {
    fleetUser(ctx)
    return lookupById(db.trustRoots, 'updates-trust-root', path.trustRootId)
  },

  systemUpdateTrustRootDelete({ path, ...ctx }) {
    fleetUser(ctx, 'admin')
    const root = lookupById(db.trustRoots, 'updates-trust-root', path.trustRootId)
    db.trustRoots = db.trustRoots.filter((r) => r.id !== root.id)
    return 204
  },
} satisfies Partial<MSWHandlers>
