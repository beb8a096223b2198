import { useLiveRead } from '~/api'
import { formatBytes } from '~/util/format'
import { readFileSize } from './bundle-reads'
import s from './support-bundles.module.css'

/**
 * A file's size, which only a HEAD of the file tells: asked for when its row is on screen (a few at a time), and
 * once a visit, since a bundle's files do not change.
 */
export function FileSize({ bundleId, path }: { bundleId: string; path: string }) {
  const { data, error } = useLiveRead(
    `supportBundleHeadFile ${bundleId} ${path}`,
    () => readFileSize(bundleId, path),
    { revalidateIfStale: false, keepPreviousData: false },
  )
  if (error) return <span className={s.muted}>unknown ({error.message})</span>
  if (data === undefined) return <span className={s.muted}>…</span>
  return <>{data === null ? 'unknown' : formatBytes(data)}</>
}
