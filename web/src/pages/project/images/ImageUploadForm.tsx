import { useEffect, useRef, useState } from 'react'
import { invalidate } from '~/api'
import { confirmAction } from '~/components/confirm'
import { SideModalForm } from '~/components/form/SideModalForm'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { BLOCK_SIZES, type ImportBlockSize, isAbort } from '~/util/upload'
import { Fieldset } from './Fieldset'
import { ImageFileChecks } from './ImageFileChecks'
import { uploadImage } from './image-upload'
import { imageUploadSchema } from './image-upload-schema'
import { F, type ImageUploadValues } from './image-upload-values'
import { UploadProgress } from './UploadProgress'
import { newUploadNames, uploadCallList, uploadCalls } from './upload-calls'
import type { UploadProgress as Progress } from './upload-steps'

export const handle: RouteHandle = { crumb: 'Upload image' }

type Values = ImageUploadValues

const initialValues: Values = {
  name: '',
  description: '',
  os: '',
  version: '',
  blockSize: '512',
  imageFile: null,
  uploadAnyway: false,
}

export default function ImageUploadForm() {
  const { project } = useRequiredParams('project')
  const [progress, setProgress] = useState<Progress | null>(null)
  const [running, setRunning] = useState(false)
  const controller = useRef<AbortController | null>(null)
  const upload = useRef<Promise<unknown> | null>(null)
  const backToList = useBackToList(pb.projectImages({ project }))
  // chosen before the upload, so that the requests shown name the disk and snapshot the upload makes
  const [names, setNames] = useState(newUploadNames)
  // leaving the page mid-upload stops it, and the upload removes what it created
  useEffect(
    () => () => {
      if (!controller.current) return
      controller.current.abort()
      upload.current?.catch((e) => {
        if (isAbort(e))
          addToast({ variant: 'info', title: 'Upload canceled', content: 'No image was created.' })
      })
    },
    [],
  )

  /** The writes known before the upload starts; the file's bytes and the image's create follow from them. */
  const callsFor = (values: Values) => {
    if (!values.imageFile) throw new Error('Image file is required')
    return uploadCalls({
      project,
      name: values.name,
      fileSize: values.imageFile.size,
      blockSize: Number(values.blockSize) as ImportBlockSize,
      names,
    })
  }

  const onSubmit = async (values: Values) => {
    const file = values.imageFile
    if (!file) return
    const calls = callsFor(values)
    const ac = new AbortController()
    controller.current = ac
    setRunning(true)
    const run = uploadImage({
      project,
      file,
      name: values.name,
      description: values.description,
      os: values.os.trim(),
      version: values.version.trim(),
      blockSize: Number(values.blockSize) as ImportBlockSize,
      calls,
      signal: ac.signal,
      onProgress: setProgress,
    })
    upload.current = run
    try {
      const { image, leftovers } = await run
      controller.current = null
      invalidate('imageList')
      invalidate('diskList')
      invalidate('snapshotList')
      addToast({ title: `Image ${image.name} created` })
      if (leftovers.length) {
        addToast({
          variant: 'error',
          title: 'Could not delete temporary resources',
          content: `Delete ${leftovers.join(' and ')} by hand.`,
        })
      }
      backToList()
    } catch (e) {
      controller.current = null
      // another try makes its own temporary disk and snapshot, whatever became of these
      setNames(newUploadNames())
      invalidate('diskList')
      // a canceled upload is not a failure: the cancel says what happened
      if (isAbort(e)) return
      throw e
    } finally {
      setRunning(false)
    }
  }

  const onDismiss = () => {
    if (!controller.current) return backToList()
    confirmAction({
      title: 'Cancel upload',
      body: 'The upload stops, and the temporary disk and snapshot are deleted. No image will be created.',
      actionLabel: 'Cancel upload',
      errorTitle: 'Could not cancel the upload',
      doAction: async () => {
        const ac = controller.current
        if (!ac) return
        controller.current = null
        ac.abort()
        const outcome = await upload.current?.then(
          () => 'done',
          (e) => (isAbort(e) ? 'canceled' : 'failed'),
        )
        if (outcome === 'canceled')
          addToast({ variant: 'info', title: 'Upload canceled', content: 'No image was created.' })
        if (outcome !== 'done') backToList()
      },
    })
  }

  return (
    <SideModalForm
      title="Upload image"
      submitLabel="Upload image"
      initialValues={initialValues}
      schema={imageUploadSchema}
      request={(values) => uploadCallList(callsFor(values))}
      onSubmit={onSubmit}
      onDismiss={onDismiss}
    >
      {progress && <UploadProgress progress={progress} />}
      <Fieldset disabled={running}>
        <F.Name autoFocus />
        <F.Description />
        <F.Text name="os" label="OS" description="The operating system family, e.g. debian" isRequired />
        <F.Text name="version" label="Version" description="The OS version, e.g. 12" isRequired />
        <F.Radio
          name="blockSize"
          label="Block size"
          orientation="horizontal"
          options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        />
        <F.File
          name="imageFile"
          label="Image file"
          description="A raw disk image (convert a QCOW2 file first with qemu-img convert -O raw). It is sent in 512 KiB pieces, several at a time; empty space is skipped."
          isRequired
          dropZone="Drop an image file here, or choose one"
        />
        <ImageFileChecks />
      </Fieldset>
    </SideModalForm>
  )
}
