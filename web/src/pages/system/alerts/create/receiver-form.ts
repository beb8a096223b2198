import type { WebhookCreate } from '~/api/__generated__/Api'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { endpointProblem } from '~/pages/system/alerts/endpoint-checks'
import { secretProblem } from '~/pages/system/alerts/secret-rules'
import { subscriptionProblem } from '~/pages/system/alerts/subscription-rules'

/** What the create form holds; `subscriptionDraft` is the class or pattern being typed, not yet in the list. */
export type ReceiverValues = {
  name: string
  description: string
  endpoint: string
  /** The user's confirmation that a plain http endpoint is what they want. */
  allowHttp: boolean
  secret: string
  subscriptions: string[]
  subscriptionDraft: string
}

export const receiverDefaults: ReceiverValues = {
  name: '',
  description: '',
  endpoint: '',
  allowHttp: false,
  secret: '',
  subscriptions: [],
  subscriptionDraft: '',
}

/** The endpoint's rule, the http confirmation beside it in `allowHttp`. */
export const endpointSchema = yup.string().test('endpoint', '', function (value) {
  const problem = endpointProblem(value ?? '', Boolean(this.parent.allowHttp))
  return problem ? this.createError({ message: problem }) : true
})

export const receiverSchema = yup.object({
  name: nameSchema(),
  description: yup.string(),
  endpoint: endpointSchema,
  allowHttp: yup.boolean(),
  secret: yup.string().test('secret', '', function (value) {
    const problem = secretProblem(value ?? '')
    return problem ? this.createError({ message: problem }) : true
  }),
  subscriptions: yup.array(yup.string().required()),
  // a pattern typed but not added goes along with the others, so it must be one the API takes
  subscriptionDraft: yup.string().test('draft', '', function (value) {
    const text = (value ?? '').trim()
    const problem = text ? subscriptionProblem(text, this.parent.subscriptions) : null
    return problem ? this.createError({ message: problem }) : true
  }),
})

/** The request: the draft subscription joins the list, the endpoint is sent as typed but for spaces around it. */
export function receiverCreateBody(values: ReceiverValues): WebhookCreate {
  const draft = values.subscriptionDraft.trim()
  return {
    name: values.name,
    description: values.description,
    endpoint: values.endpoint.trim(),
    secrets: [values.secret],
    subscriptions: draft ? [...values.subscriptions, draft] : values.subscriptions,
  }
}
