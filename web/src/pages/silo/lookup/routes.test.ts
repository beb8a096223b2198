import type { LoaderFunctionArgs } from 'react-router'
import { describe, expect, it } from 'vitest'
import { setupMockServer } from '~mock/node'
import { instanceLookupLoader } from './routes'

setupMockServer()

const WEB_1_ID = '0b1c7d4e-1f2a-4c3b-9d5e-6f7a8b9c0d11'

const run = (instance: string) =>
  instanceLookupLoader({
    params: { instance },
    request: new Request('http://localhost/'),
  } as unknown as LoaderFunctionArgs)

describe('instance lookup', () => {
  it('redirects an instance id to the instance page in its project', async () => {
    const response = (await run(WEB_1_ID)) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/projects/web-frontend/instances/web-1/storage')
  })

  it('answers 404 for an id that does not exist, and for something that is not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'web-1']) {
      const thrown = await run(id).catch((e: unknown) => e)
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(404)
    }
  })
})
