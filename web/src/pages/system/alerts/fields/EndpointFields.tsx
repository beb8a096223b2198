import { formFields } from '~/components/form/form-fields'
import { isPlainHttp } from '~/pages/system/alerts/endpoint-checks'

export type EndpointValues = { endpoint: string; allowHttp: boolean }

const F = formFields<EndpointValues>()

/**
 * The endpoint, and for a plain http one the confirmation the form asks for before it sends alerts and their
 * signatures unencrypted. The box shows only while the endpoint is http.
 */
export function EndpointFields({ autoFocus }: { autoFocus?: boolean }) {
  const { endpoint } = F.useValues()
  const plain = isPlainHttp(endpoint)
  return (
    <>
      <F.Text
        name="endpoint"
        label="Endpoint"
        type="url"
        mono
        isRequired
        autoFocus={autoFocus}
        placeholder="https://hooks.example.com/oxide"
        description="The https URL the rack sends each alert to, as a signed POST request."
      />
      {plain && (
        <F.Checkbox
          name="allowHttp"
          description="Alerts and their signatures travel unencrypted: only for an endpoint on a network you trust."
        >
          Send alerts over plain http
        </F.Checkbox>
      )}
    </>
  )
}
