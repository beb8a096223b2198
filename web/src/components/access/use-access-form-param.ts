import { useSearchParams } from 'react-router'

/** Which form of an access page is open: none, the one that adds a user or group, or one identity's role. */
export type OpenAccessForm = { kind: 'add' } | { kind: 'change'; identityId: string } | null

/**
 * The access pages keep their open form in the URL (`?form=add`, `?form=change&identity=…`), so the form is
 * linkable and Back closes it, without a route of its own under the page.
 */
export function useAccessFormParam() {
  const [search, setSearch] = useSearchParams()
  const form = search.get('form')
  const identityId = search.get('identity')
  const open: OpenAccessForm =
    form === 'add' ? { kind: 'add' } : form === 'change' && identityId ? { kind: 'change', identityId } : null

  const go = (next: OpenAccessForm) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current)
        params.delete('form')
        params.delete('identity')
        if (next) params.set('form', next.kind)
        if (next?.kind === 'change') params.set('identity', next.identityId)
        return params
      },
      { preventScrollReset: true },
    )

  return {
    open,
    openAdd: () => go({ kind: 'add' }),
    openChange: (identityId: string) => go({ kind: 'change', identityId }),
    close: () => go(null),
  }
}
