import { useEffect, useRef } from 'react'
import { invalidate, useApiMutation } from '~/api'
import { readFiles, useFileReads } from '~/components/file-reads'
import { formFields } from '~/components/form/form-fields'
import { SideModalForm } from '~/components/form/SideModalForm'
import { serverErrorField } from '~/components/form/server-error-field'
import { useBackToList } from '~/components/list-place'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import s from '~/pages/system/silos/silos.module.css'
import { useSilo } from '~/pages/system/silos/use-silo'
import { readFileText } from '~/util/file-text'
import { pb } from '~/util/paths'
import {
  acsUrlFor,
  IDP_SECRETS,
  type IdpValues,
  idpDefaults,
  idpFiles,
  metadataEntityId,
  samlIdpCreateBody,
} from './idp-form'
import { idpSchema } from './idp-schema'

export const handle: RouteHandle = { crumb: 'New identity provider' }

const F = formFields<IdpValues>()

/**
 * Keeps the ACS URL on the provider's login route as the name is typed, until the user gives it a value of its
 * own; and fills in the entity ID from an uploaded metadata file when it is still empty.
 */
function Autofill({ silo }: { silo: string }) {
  const { name, acsUrl, idpEntityId, metadataFile } = F.useValues()
  const setValue = F.useSetValue()
  const previousName = useRef(name)
  useEffect(() => {
    const before = acsUrlFor(silo, previousName.current, window.location.origin)
    previousName.current = name
    if (acsUrl === before) setValue('acsUrl', acsUrlFor(silo, name, window.location.origin))
  }, [silo, name, acsUrl, setValue])
  // only a newly chosen file fills the field; emptying the field afterwards is the user's choice
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entity ID is read, not watched
  useEffect(() => {
    if (!metadataFile || idpEntityId) return
    let current = true
    readFileText(metadataFile).then((text) => {
      const entityId = metadataEntityId(text)
      if (current && entityId) setValue('idpEntityId', entityId)
    })
    return () => {
      current = false
    }
  }, [metadataFile, setValue])
  return null
}

/** Both sources stay on the page, the other one hidden, so switching back finds what was typed or chosen. */
function MetadataFields() {
  const { metadataSource } = F.useValues()
  return (
    <>
      <F.Radio
        name="metadataSource"
        label="Metadata source"
        orientation="horizontal"
        options={[
          { value: 'url', label: 'URL' },
          { value: 'file', label: 'XML file' },
        ]}
      />
      <div hidden={metadataSource !== 'url'}>
        <F.Text
          name="metadataUrl"
          label="Metadata URL"
          type="url"
          isRequired
          description="Where the identity provider publishes its SAML metadata."
        />
      </div>
      <div hidden={metadataSource !== 'file'}>
        <F.File
          name="metadataFile"
          label="Metadata file"
          accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
          isRequired
          description="The identity provider's SAML metadata, an XML file; it is read here and sent with the form."
        />
      </div>
    </>
  )
}

const placeServerError = (error: Parameters<typeof serverErrorField>[0], values: IdpValues) =>
  error.message.includes('idp_metadata_source')
    ? values.metadataSource === 'url'
      ? 'metadataUrl'
      : 'metadataFile'
    : serverErrorField(error, Object.keys(values))

export default function IdpCreateForm() {
  const silo = useSilo()
  const back = useBackToList(pb.siloIdps({ silo: silo.name }))
  const create = useApiMutation('samlIdentityProviderCreate', {
    onSuccess: (idp) => {
      invalidate('siloIdentityProviderList')
      addToast({ title: `Identity provider ${idp.name} created` })
      back()
    },
  })
  // the request shown follows each file as it is read
  useFileReads()
  const request = (values: IdpValues) =>
    create.prepare({ query: { silo: silo.name }, body: samlIdpCreateBody(values) }, IDP_SECRETS)
  return (
    <SideModalForm
      title="Create identity provider"
      subtitle={`SAML, for silo ${silo.name}`}
      submitLabel="Create provider"
      initialValues={idpDefaults(acsUrlFor(silo.name, '', window.location.origin))}
      schema={idpSchema}
      errorField={placeServerError}
      request={request}
      // the request is built from the files' contents, read first
      onSubmit={async (values) => {
        await readFiles(idpFiles(values))
        return request(values).send()
      }}
      onDismiss={back}
    >
      <Autofill silo={silo.name} />
      <F.Name autoFocus />
      <F.Description />
      <F.Text name="technicalContactEmail" label="Technical contact email" type="email" isRequired />
      <h3 className={s.formHeading}>Service provider</h3>
      <F.Text name="spClientId" label="SP client ID" isRequired mono />
      <F.Text
        name="acsUrl"
        label="ACS URL"
        type="url"
        isRequired
        mono
        description="Where the identity provider sends users after they sign in: this silo's login route for the provider."
      />
      <F.Text
        name="sloUrl"
        label="SLO URL"
        type="url"
        isRequired
        mono
        description="Where the identity provider sends logout requests."
      />
      <h3 className={s.formHeading}>Identity provider</h3>
      <F.Text
        name="idpEntityId"
        label="Entity ID"
        isRequired
        mono
        description="The identity provider's entity ID; filled in from an uploaded metadata file."
      />
      <F.Text
        name="groupAttributeName"
        label="Group attribute name"
        mono
        description="Optional. The SAML attribute that lists a user's groups, e.g. groups; without it no user is in any group."
      />
      <MetadataFields />
      <h3 className={s.formHeading}>Request signing (optional)</h3>
      <F.File
        name="signingCert"
        label="Signing certificate"
        accept=".pem,.crt,.cer,application/x-pem-file"
        description="A PEM certificate, with the RSA key below, to sign requests to the identity provider."
      />
      <F.File name="signingKey" label="Signing key" accept=".pem,.key,application/x-pem-file" />
    </SideModalForm>
  )
}
