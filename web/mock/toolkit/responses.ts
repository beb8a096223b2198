import { HttpResponse, type JsonBodyType } from 'msw'

/**
 * Success responses with a status other than 200, which the generated wrapper passes through as-is. Error
 * responses are in errors.ts.
 */

/** 201 with the created resource. */
export function created<T extends JsonBodyType>(body: T) {
  return HttpResponse.json<T>(body, { status: 201 })
}

/** 202 for an action that completes in the background (an instance starting, a disk attaching). */
export function accepted<T extends JsonBodyType>(body: T) {
  return HttpResponse.json<T>(body, { status: 202 })
}
