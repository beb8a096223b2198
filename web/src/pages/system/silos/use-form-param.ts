import { useSearchParams } from 'react-router'

/**
 * A dialog of a silo tab kept in the URL (`?form=link`), so it is linkable and Back closes it, without a route of
 * its own under the tab.
 */
export function useFormParam(form: string) {
  const [search, setSearch] = useSearchParams()
  const set = (open: boolean) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current)
        if (open) params.set('form', form)
        else params.delete('form')
        return params
      },
      { preventScrollReset: true },
    )
  return { isOpen: search.get('form') === form, open: () => set(true), close: () => set(false) }
}
