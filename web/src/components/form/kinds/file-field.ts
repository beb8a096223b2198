import { FileFieldF } from '~/components/form/fields/FileFieldF'

/** Field kind for a file field, for `formFields<V>().with({ ...fileField })`. One file per kind: a form downloads the kinds it names. */
export const fileField = { File: FileFieldF }
