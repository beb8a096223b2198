import type { Image } from '~/api/__generated__/Api'
import { CopyableId, PropertyList } from '~/ui/PropertyList'
import { formatBytes, formatDateTime } from '~/util/format'
import s from './ImageDetails.module.css'

/** Everything the API says about an image, read-only (images cannot be updated once created). */
export function ImageDetails({ image }: { image: Image }) {
  const digest = image.digest && (
    <span className={`mono ${s.digest}`}>{`${image.digest.type}:${image.digest.value}`}</span>
  )
  return (
    <PropertyList
      layout="list"
      properties={[
        ['Name', image.name],
        ['ID', <CopyableId key="id" id={image.id} label="Copy image ID" />],
        ['Description', image.description || '—'],
        ['Scope', image.projectId ? 'Project image' : 'Silo image, available to every project'],
        ['OS', image.os],
        ['Version', image.version],
        ['Size', formatBytes(image.size)],
        ['Block size', `${image.blockSize} bytes`],
        ['Digest', digest || '—'],
        ['Created', formatDateTime(image.timeCreated)],
        ['Modified', formatDateTime(image.timeModified)],
      ]}
    />
  )
}
