import { type HttpHandler, HttpResponse, http } from 'msw'
import { NetworkingLoopbackAddressDeleteParams } from '~/api/__generated__/validate'
import { addressLotHandlers } from './hardware-address-lots'

/**
 * The generated wrapper validates path params as strings, so the numeric `subnetMask` of a loopback delete
 * never parses and the call answers 404. This route coerces it first and then runs the usual handler; it
 * has to come before the generated handlers to take effect.
 */
export const hardwareRawHandlers: HttpHandler[] = [
  http.delete(
    '/v1/system/networking/loopback-address/:rackId/:switchLocation/:address/:subnetMask',
    async ({ request, params, cookies }) => {
      const parsed = NetworkingLoopbackAddressDeleteParams.safeParse({
        path: { ...params, subnetMask: Number(params.subnetMask) },
        query: {},
      })
      if (!parsed.success) {
        return HttpResponse.json(
          { error_code: 'NotFound', message: `Zod error for params: ${JSON.stringify(parsed.error)}` },
          { status: 404 },
        )
      }
      const { path } = parsed.data as {
        path: { rackId: string; switchLocation: string; address: string; subnetMask: number }
      }
      try {
        const status = await addressLotHandlers.networkingLoopbackAddressDelete({
          path,
          req: request,
          cookies,
        })
        return new HttpResponse(null, { status })
      } catch (thrown) {
        if (thrown instanceof Response) return thrown
        throw thrown
      }
    },
  ),
]
