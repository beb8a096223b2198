import { nameSchema } from '~/components/form/validate-yup'
import { yup } from '~/components/form/yup-locale'
import { type SubnetContext, subnetErrors } from './subnet-checks'
import type { SubnetValues } from './subnet-form'

export function subnetSchema(context: SubnetContext) {
  const rule = (field: keyof ReturnType<typeof subnetErrors>) =>
    yup.mixed().test(field, '', function () {
      const message = subnetErrors(this.parent as Partial<SubnetValues>, context)[field]
      return message ? this.createError({ message }) : true
    })
  return yup.object({ name: rule('name'), ipv4Block: rule('ipv4Block'), ipv6Block: rule('ipv6Block') })
}

export const subnetEditSchema = yup.object({ name: nameSchema() })
