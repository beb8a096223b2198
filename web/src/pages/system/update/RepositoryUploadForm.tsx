import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { invalidate } from '~/api'
import { confirmAction } from '~/components/confirm'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { yup } from '~/components/form/yup-locale'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { pb } from '~/util/paths'
import { isAbort } from '~/util/upload'
import { type RepositoryUploadProgress, repositoryUploadCall, uploadOutcome } from './repository-upload'
import { SendProgressBar } from './SendProgressBar'

export const handle: RouteHandle = { crumb: 'Upload repository' }

type Values = { file: File | null }
const F = formFields<Values>()

const schema = yup.object({
  file: yup
    .mixed<File>()
    .nullable()
    .required('Repository file is required')
    .test('empty', 'The file is empty', (file) => !file || file.size > 0),
})

/**
 * Uploads a system release repository (the .zip Oxide publishes) with a progress bar; Cancel or Escape stops
 * it. The API checks the repository against the trust roots and answers with its version, which a toast gives;
 * a refusal stays on the form.
 */
export default function RepositoryUploadForm() {
  const navigate = useNavigate()
  const [progress, setProgress] = useState<RepositoryUploadProgress | null>(null)
  const controller = useRef<AbortController | null>(null)
  const back = () => navigate(pb.systemUpdate())
  // leaving the page mid-upload stops it
  useEffect(() => () => controller.current?.abort(), [])

  const request = ({ file }: Values) => {
    if (!file) throw new Error('Choose the repository file')
    return repositoryUploadCall(file, { controller, onProgress: setProgress })
  }

  const onSubmit = async (values: Values) => {
    try {
      const result = await request(values).send()
      invalidate('systemUpdateRepositoryList')
      addToast(uploadOutcome(result))
      back()
    } catch (e) {
      setProgress(null)
      // a canceled upload is not a failure: the cancel says what happened
      if (isAbort(e)) return
      throw e
    }
  }

  const onDismiss = () => {
    if (!controller.current) return back()
    confirmAction({
      title: 'Cancel upload',
      body: 'The upload stops, and no repository is added.',
      actionLabel: 'Cancel upload',
      errorTitle: 'Could not cancel the upload',
      doAction: async () => {
        const running = controller.current
        // the upload may have ended while the question was open: then there is nothing left to stop, and its
        // outcome has been said already
        if (!running) return back()
        running.abort()
        addToast({ variant: 'info', title: 'Upload canceled', content: 'No repository was added.' })
        back()
      },
    })
  }

  return (
    <SideModalForm
      title="Upload repository"
      submitLabel="Upload repository"
      initialValues={{ file: null }}
      schema={schema}
      request={request}
      // the upload reports its progress, and a canceled one is no failure
      onSubmit={onSubmit}
      onDismiss={onDismiss}
      errorPrefix="Could not upload the repository"
    >
      <F.File
        name="file"
        label="Repository file"
        accept=".zip,application/zip"
        description="A system release repository as Oxide publishes it (a .zip file). The API checks it against the trust roots and reads its version from it."
        isRequired
        isDisabled={progress !== null}
      />
      {progress && <SendProgressBar progress={progress} />}
    </SideModalForm>
  )
}
