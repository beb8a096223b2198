// Which requests are the API's, for whatever serves the console beside an API host and for the walks that count
// a page's reads.

/** API requests go to the API host; GETs of /login/... and /device/... are console pages. */
export function isApiRequest(method, pathname) {
  if (pathname.startsWith('/v1/') || pathname.startsWith('/experimental/')) return true
  // the API host's own /login picks the silo from the request's host name and redirects to its login page
  if (pathname === '/login') return true
  const apiOnPost = ['/login/', '/device/', '/logout']
  return method !== 'GET' && method !== 'HEAD' && apiOnPost.some((p) => pathname.startsWith(p))
}
