import { yup } from '~/components/form/yup-locale'
import { type DiskValues, diskErrors, type SourceLists } from './disk-form'

/** The disk form's rules as a Formik schema: each field reports its own message from `diskErrors`. */
export function diskSchema(lists: SourceLists) {
  const rule = (field: keyof ReturnType<typeof diskErrors>) =>
    yup.mixed().test(field, '', function () {
      const message = diskErrors(this.parent as DiskValues, lists)[field]
      return message ? this.createError({ message }) : true
    })
  return yup.object({
    name: rule('name'),
    snapshot: rule('snapshot'),
    image: rule('image'),
    size: rule('size'),
  })
}
