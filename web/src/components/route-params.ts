import { type Params, useParams } from 'react-router'

/** What a route throws when a param its path promises is missing: the error screen shows Page not found. */
export const pageNotFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

/**
 * The named params of a route, each a non-empty string, for loaders: `requireParams(params, 'project')`.
 * A missing one is Page not found rather than a request for an empty name.
 */
export function requireParams<K extends string>(params: Params, ...names: K[]): Record<K, string> {
  const found = {} as Record<K, string>
  for (const name of names) {
    const value = params[name]
    if (!value) throw pageNotFound()
    found[name] = value
  }
  return found
}

/** The named params of the current route, for components: `const { project } = useRequiredParams('project')`. */
export function useRequiredParams<K extends string>(...names: K[]): Record<K, string> {
  return requireParams(useParams(), ...names)
}
