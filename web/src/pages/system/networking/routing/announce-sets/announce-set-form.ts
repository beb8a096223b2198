import type { BgpAnnouncement, BgpAnnounceSetCreate } from '~/api/__generated__/Api'
import { type FormFields, formFields } from '~/components/form/form-fields'
import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import type { LotBlock } from '~/pages/system/networking/routing/lot-blocks'
import { newRowKey, rowIndexOf } from '~/pages/system/networking/routing/row-key'
import { requiredMessage } from '~/util/validate'
import { type AnnouncementRow, announcementErrors } from './announcement-checks'

export type AnnounceSetValues = { name: string; description: string; announcements: AnnouncementRow[] }

export const newAnnouncementRow = (): AnnouncementRow => ({ key: newRowKey(), network: '', block: '' })

export const announceSetDefaults = (): AnnounceSetValues => ({
  name: '',
  description: '',
  announcements: [newAnnouncementRow()],
})

/** The values of a set being edited: its announcements as they are. */
export const announceSetValues = (
  name: string,
  description: string,
  announcements: readonly BgpAnnouncement[],
): AnnounceSetValues => ({
  name,
  description,
  announcements: announcements.map((a) => ({
    key: newRowKey(),
    network: a.network,
    block: a.addressLotBlockId,
  })),
})

/** The API's PUT replaces the set of that name whole: a new set's name must be no other set's. */
export const TAKEN_MESSAGE = 'An announce set has this name already: edit it from the list instead'

/**
 * The rules of the form. `blocks` are every block of every lot (undefined until read, when a network is checked
 * only for its shape); `takenNames` are the names a new set may not have (none when editing).
 */
export function announceSetSchema(blocks: readonly LotBlock[] | undefined, takenNames: readonly string[]) {
  const rowError = (end: 'network' | 'block') =>
    function (this: yup.TestContext) {
      const values = this.from?.[1]?.value as AnnounceSetValues | undefined
      if (!values) return true
      const error = announcementErrors(values.announcements, blocks ?? [])[rowIndexOf(this.path)]?.[end]
      return error ? this.createError({ message: error }) : true
    }
  return yup.object({
    name: nameSchema().test('taken', TAKEN_MESSAGE, (name) => !takenNames.includes(name ?? '')),
    description: yup.string(),
    announcements: yup.array().of(
      yup.object({
        network: yup.string().required(requiredMessage('Network')).test('network', '', rowError('network')),
        block: yup
          .string()
          .required(requiredMessage('Address lot block'))
          .test('block', '', rowError('block')),
      }),
    ),
  })
}

/** Announcements as the PUT takes them: each network with the id of the block it is drawn from. */
export const announceSetBody = (values: AnnounceSetValues): BgpAnnounceSetCreate => ({
  name: values.name,
  description: values.description,
  announcement: values.announcements.map((a) => ({ addressLotBlock: a.block, network: a.network.trim() })),
})

const rowFields: FormFields<AnnouncementRow>[] = []

/** The fields of announcement `index`, made once per row position (each call of formFields makes new components). */
export const announcementFields = (index: number) => {
  rowFields[index] ??= formFields<AnnouncementRow>(`announcements.${index}.`)
  return rowFields[index]
}
