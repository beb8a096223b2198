import { useMemo } from 'react'
import { type LinkProps, Link as RouterLink } from 'react-router'
import { useOverListLink } from './list-place'
import { prefetchHandlers } from './prefetch'

type Props = LinkProps & {
  to: string
  /** Opens a form over the list on screen: the list keeps its page, sort and scroll (components/list-place.ts). */
  overList?: boolean
}

/** An in-app link that prefetches its route's code and data after a 100 ms hover or focus. */
export function Link({ overList, ...props }: Props) {
  return overList ? <OverListLink {...props} /> : <PlainLink {...props} />
}

function PlainLink({ to, ...rest }: LinkProps & { to: string }) {
  const handlers = useMemo(() => prefetchHandlers(to), [to])
  return <RouterLink to={to} {...handlers} {...rest} />
}

function OverListLink({ to, ...rest }: LinkProps & { to: string }) {
  return <PlainLink {...rest} {...useOverListLink(to)} />
}
