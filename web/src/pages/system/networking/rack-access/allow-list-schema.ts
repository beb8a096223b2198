import { yup } from '~/components/form/yup-locale'
import type { Sources } from './allow-list-change'
import { type AllowListValues, allowListErrors } from './allow-list-values'

/** The form's values as yup sees them: Formik hands it empty texts as undefined. */
const filledIn = (values: Partial<AllowListValues>): AllowListValues => ({
  allow: values.allow ?? 'any',
  entries: values.entries ?? [],
  entryDraft: values.entryDraft ?? '',
  confirmation: values.confirmation ?? '',
})

/** The allow-list form's rules, against the list there is now (a change that narrows it must be confirmed). */
export function allowListSchema(current: Sources) {
  const rule = (field: keyof AllowListValues) =>
    yup.mixed().test(field, function check() {
      const error = allowListErrors(filledIn(this.parent), current)[field]
      return error ? this.createError({ message: error }) : true
    })
  return yup.object({
    allow: yup.string().oneOf(['any', 'list']).required(),
    entries: rule('entries'),
    entryDraft: rule('entryDraft'),
    confirmation: rule('confirmation'),
  })
}
