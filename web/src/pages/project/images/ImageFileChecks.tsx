import { useEffect, useState } from 'react'
import { Banner } from '~/ui/Banner'
import { imageSizeNote, imageWarnings, readImageHeader } from '~/util/image-checks'
import { validateImageFileSize } from '~/util/upload'
import s from './ImageFileChecks.module.css'
import { F } from './image-upload-values'

/**
 * What the chosen file's size and first bytes say about it, once it is chosen and again when the block size
 * changes: the size of the image it makes, and any warnings, with the box to tick to upload it anyway.
 */
export function ImageFileChecks() {
  const { imageFile, blockSize } = F.useValues()
  const setValue = F.useSetValue()
  const [warnings, setWarnings] = useState<string[]>([])
  useEffect(() => {
    setWarnings([])
    if (!imageFile || validateImageFileSize(imageFile.size)) return
    let current = true
    readImageHeader(imageFile).then((header) => {
      if (current) setWarnings(imageWarnings(imageFile.size, header, Number(blockSize)))
    })
    return () => {
      current = false
    }
  }, [imageFile, blockSize])
  // a tick is for the file it was given for
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new file clears the tick
  useEffect(() => {
    setValue('uploadAnyway', false)
  }, [imageFile])
  if (!imageFile || validateImageFileSize(imageFile.size)) return null
  return (
    <div className={s.checks}>
      <p className={s.note}>{imageSizeNote(imageFile.size)}</p>
      {warnings.length > 0 && (
        <>
          <Banner tone="warning" role="status">
            {warnings.length === 1 ? (
              warnings[0]
            ) : (
              <ul className={s.warnings}>
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            )}
          </Banner>
          <F.Checkbox
            name="uploadAnyway"
            description="For an expert who knows the file is what it should be."
          >
            Upload anyway
          </F.Checkbox>
        </>
      )}
    </div>
  )
}
