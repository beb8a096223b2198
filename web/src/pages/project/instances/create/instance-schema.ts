import type { Image } from '~/api/__generated__/Api'
import { validateDiskSizeGiB } from '~/components/disk-form/disk-size'
import { nameSchema, yupFromValidator, yupNumberFromValidator } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { validateCpus, validateMemoryGib } from '~/pages/project/instances/instance-sizes'
import { type BootSource, validateHostname, validateUserData } from './values'

/** The rules of the instance create form; the boot disk's size is checked against the chosen one of `images`. */
export function createSchema(images: Image[]) {
  return yup.object({
    name: nameSchema(),
    description: yup.string(),
    hostname: yupFromValidator(validateHostname),
    ncpus: yupNumberFromValidator(validateCpus),
    memoryGib: yupNumberFromValidator(validateMemoryGib),
    bootImage: yup
      .string()
      .when('bootSource', ([source]: BootSource[], s) =>
        source === 'disk' ? s : s.required('Image is required'),
      ),
    bootDiskName: nameSchema({ label: 'Disk name', required: false }),
    // mixed, not number: an emptied field holds NaN, which the size rule reports as 'Size is required'
    bootDiskSize: yup.mixed<number>().when(['bootSource', 'bootImage'], ([source, imageId], s) =>
      source === 'disk'
        ? s
        : s.test('size', '', function (value) {
            const image = images.find((i) => i.id === imageId)
            const source = image ? { kind: 'image' as const, bytes: image.size } : null
            const error = validateDiskSizeGiB(value ?? Number.NaN, source)
            return error ? this.createError({ message: error }) : true
          }),
    ),
    bootDisk: yup
      .string()
      .when('bootSource', ([source]: BootSource[], s) =>
        source === 'disk' ? s.required('Disk is required') : s,
      ),
    userData: yupFromValidator(validateUserData),
    nics: yup
      .array()
      .when('nicType', ([type]: string[], s) =>
        type === 'custom'
          ? s.min(1, 'Add at least one network interface, or choose "No network interfaces"')
          : s,
      ),
  })
}
