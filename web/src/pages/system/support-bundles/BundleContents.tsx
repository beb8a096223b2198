import { useId } from 'react'
import { useLiveRead } from '~/api'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { Spinner } from '~/ui/Spinner'
import { BundleFilesTable } from './BundleFilesTable'
import { bundleDownloadName, indexSummary, sizeWithBytes } from './bundle-index'
import { bundleDownloadPath, readBundleSize, readIndex } from './bundle-reads'
import { DownloadLink } from './DownloadLink'
import s from './support-bundles.module.css'

// a bundle's contents never change once it is active: read once a visit
const ONCE = { revalidateIfStale: false, keepPreviousData: false } as const

function BundleSize({ bundleId }: { bundleId: string }) {
  const { data, error } = useLiveRead(`supportBundleHead ${bundleId}`, () => readBundleSize(bundleId), ONCE)
  if (error) return <span role="alert">Could not read the bundle's size. {error.message}</span>
  if (data === undefined) return <span className={s.muted}>Reading the size…</span>
  return <span>{data === null ? 'Size unknown' : sizeWithBytes(data)}</span>
}

/** An active bundle's download and its files, from the bundle's index. */
export function BundleContents({ bundleId }: { bundleId: string }) {
  const downloadId = useId()
  const filesId = useId()
  const index = useLiveRead(`supportBundleIndex ${bundleId}`, () => readIndex(bundleId), ONCE)
  return (
    <>
      <section className={s.section} aria-labelledby={downloadId}>
        <SectionHeading id={downloadId}>Download</SectionHeading>
        <div className={s.download}>
          <DownloadLink
            href={bundleDownloadPath(bundleId)}
            filename={bundleDownloadName(bundleId)}
            variant="primary"
          >
            Download bundle
          </DownloadLink>
          <BundleSize bundleId={bundleId} />
        </div>
        <p className={s.note}>
          The whole bundle as a zip archive, saved by the browser like any other download.
        </p>
      </section>
      <section className={s.section} aria-labelledby={filesId}>
        <SectionHeading id={filesId}>Files</SectionHeading>
        {index.error ? (
          <div role="alert" className={s.download}>
            <span>Could not read the bundle's files. {index.error.message}</span>
            <PlainButton
              variant="secondary"
              size="sm"
              loading={index.isValidating}
              onClick={() => index.mutate()}
            >
              Try again
            </PlainButton>
          </div>
        ) : !index.data ? (
          <Spinner label="Loading the bundle's files" />
        ) : index.data.length === 0 ? (
          <p className={s.note}>The bundle's index lists no files.</p>
        ) : (
          <>
            <p className={s.note}>{indexSummary(index.data)}</p>
            <BundleFilesTable bundleId={bundleId} files={index.data} />
          </>
        )}
      </section>
    </>
  )
}
