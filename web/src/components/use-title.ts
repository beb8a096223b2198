import { useEffect } from 'react'
import { useMatches } from 'react-router'
import { pageTitle } from '~/util/title'
import { crumbsFrom } from './route-handle'

/** Keeps document.title in step with the breadcrumb trail of the current route. */
export function useDocumentTitle() {
  const matches = useMatches()
  const title = pageTitle(crumbsFrom(matches).map((c) => c.label))
  useEffect(() => {
    document.title = title
  }, [title])
}
