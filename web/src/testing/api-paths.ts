import { onTestFinished } from 'vitest'
import { server } from '~mock/node'

/**
 * The paths of the API requests the page sends from now on to the end of the test (`request:start`), or of those
 * the mock has answered (`response:mocked`), in order.
 */
export function apiPaths(event: 'request:start' | 'response:mocked' = 'request:start'): string[] {
  const paths: string[] = []
  const record = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname)
  }
  server.events.on(event, record)
  onTestFinished(() => {
    server.events.removeListener(event, record)
  })
  return paths
}

/** The paths of the GET requests the page sends from now on to the end of the test, in order. */
export function apiReads(): string[] {
  const paths: string[] = []
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'GET') paths.push(new URL(request.url).pathname)
  }
  server.events.on('request:start', record)
  onTestFinished(() => {
    server.events.removeListener('request:start', record)
  })
  return paths
}
