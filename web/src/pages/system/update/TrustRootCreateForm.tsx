import { useNavigate } from 'react-router'
import { invalidate, type PreparedCall } from '~/api'
import { sendJsonText } from '~/api/send-body'
import { fileTextNow, readFiles, useFileReads } from '~/components/file-reads'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { yup } from '~/components/form/yup-locale'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { readFileText } from '~/util/file-text'
import { pb } from '~/util/paths'
import { rootRoleProblem } from './root-role-json'

export const handle: RouteHandle = { crumb: 'Add trust root' }

type Values = { source: 'file' | 'paste'; file: File | null; json: string }
const F = formFields<Values>()

const checked = (text: string, context: yup.TestContext) => {
  const problem = rootRoleProblem(text)
  return problem ? context.createError({ message: problem }) : true
}

const schema = yup.object({
  source: yup.string().oneOf(['file', 'paste']),
  file: yup
    .mixed<File>()
    .nullable()
    .when('source', ([source], s) =>
      source === 'file'
        ? s.required('Root role file is required').test('json', '', async function (file) {
            return file ? checked(await readFileText(file), this) : true
          })
        : s,
    ),
  json: yup.string().when('source', ([source], s) =>
    source === 'paste'
      ? s.required('Root role is required').test('json', '', function (text) {
          return checked(text ?? '', this)
        })
      : s,
  ),
})

/**
 * Adding `json` as a trust root, as a call a form shows and sends: its body is the document exactly as written,
 * which the generated client (that renames keys) cannot send.
 */
function trustRootCreateCall(json: string): PreparedCall<'systemUpdateTrustRootCreate'> {
  const send = () =>
    sendJsonText('systemUpdateTrustRootCreate', { path: '/v1/system/update/trust-roots', json })
  return {
    method: 'systemUpdateTrustRootCreate',
    params: {},
    rawBody: { kind: 'json-text', text: json },
    send,
    fire: () => {
      send().catch(() => {
        // a form sends it and reports its failure; nothing fires one
      })
    },
  }
}

/** The document the form sends: the chosen file's text, once read, or what was pasted. */
function rootRoleText({ source, file, json }: Values): string {
  if (source === 'paste') return json
  if (!file) throw new Error('Choose the root role file')
  return fileTextNow(file)
}

/** Both sources stay on the page, the other one hidden, so switching back finds what was chosen or pasted. */
function Source() {
  const { source } = F.useValues()
  return (
    <>
      <F.Radio
        name="source"
        label="Root role from"
        orientation="horizontal"
        options={[
          { value: 'file', label: 'A JSON file' },
          { value: 'paste', label: 'Pasted JSON' },
        ]}
      />
      <div hidden={source !== 'file'}>
        <F.File
          name="file"
          label="Root role file"
          accept=".json,application/json"
          isRequired
          description="A TUF root role, such as root.json from a repository Oxide publishes; it is read here and checked before it is sent."
        />
      </div>
      <div hidden={source !== 'paste'}>
        <F.Text
          name="json"
          label="Root role"
          multiline
          mono
          isRequired
          description='The root role document, { "signed": { "_type": "root", ... }, "signatures": [ ... ] }.'
        />
      </div>
    </>
  )
}

/**
 * Adds a trusted root role, from a JSON file or pasted, which the update system verifies repositories with. The
 * document is checked as JSON (and as a signed root role) before it is sent exactly as written.
 */
export default function TrustRootCreateForm() {
  const navigate = useNavigate()
  const back = () => navigate(pb.systemUpdate())
  // the request shown follows the file once it is read
  useFileReads()
  const request = (values: Values) => trustRootCreateCall(rootRoleText(values))
  const onSubmit = async (values: Values) => {
    await readFiles([values.source === 'file' ? values.file : null])
    const root = await request(values).send()
    invalidate('systemUpdateTrustRootList')
    addToast({
      title: 'Trust root added',
      content: `Repositories signed with it can now be uploaded (${root.id}).`,
    })
    back()
  }
  return (
    <SideModalForm
      title="Add trust root"
      submitLabel="Add trust root"
      initialValues={{ source: 'file', file: null, json: '' }}
      schema={schema}
      request={request}
      // a file is read before its text is sent
      onSubmit={onSubmit}
      onDismiss={back}
      errorPrefix="Could not add the trust root"
    >
      <Source />
    </SideModalForm>
  )
}
