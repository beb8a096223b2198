import { yup } from '~/components/form/yup-locale'
import { routeErrors } from './route-checks'
import type { RouteValues } from './route-form'

const rule = (field: keyof ReturnType<typeof routeErrors>) =>
  yup.mixed().test(field, '', function () {
    const message = routeErrors(this.parent as Partial<RouteValues>)[field]
    return message ? this.createError({ message }) : true
  })

export const routeSchema = yup.object({
  name: rule('name'),
  destinationValue: rule('destinationValue'),
  targetValue: rule('targetValue'),
})
