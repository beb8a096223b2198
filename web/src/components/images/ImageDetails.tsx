import type { ReactNode } from 'react'
import type { Image } from '~/api/__generated__/Api'
import { CopyButton } from '~/ui/CopyButton'
import { formatBytes, formatDateTime } from '~/util/format'
import s from './ImageDetails.module.css'

/** Everything the API says about an image, read-only (images cannot be updated once created). */
export function ImageDetails({ image }: { image: Image }) {
  const digest = image.digest && (
    <span className={`mono ${s.digest}`}>{`${image.digest.type}:${image.digest.value}`}</span>
  )
  const id = (
    <span className={s.withCopy}>
      <span className="mono">{image.id}</span>
      <CopyButton value={image.id} label="Copy image ID" />
    </span>
  )
  const rows: [string, ReactNode][] = [
    ['Name', image.name],
    ['ID', id],
    ['Description', image.description || '—'],
    ['Scope', image.projectId ? 'Project image' : 'Silo image, available to every project'],
    ['OS', image.os],
    ['Version', image.version],
    ['Size', formatBytes(image.size)],
    ['Block size', `${image.blockSize} bytes`],
    ['Digest', digest || '—'],
    ['Created', formatDateTime(image.timeCreated)],
    ['Modified', formatDateTime(image.timeModified)],
  ]
  return (
    <dl className={s.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={s.row}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
