import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router'
import { preload } from '~/api/preload'
import { lazy } from '~/components/lazy-route'
import { paramsHandle } from '~/components/route-handle'
import { pageNotFound, requireParams } from '~/components/route-params'
import {
  findPort,
  portLldpConfig,
  portSettingsList,
  portSettingsView,
  switchPortList,
} from '~/pages/system/networking/queries'
import { pb } from '~/util/paths'

const portParams = (params: LoaderFunctionArgs['params']) =>
  requireParams(params, 'rackId', 'switchLocation', 'port')

/** The port the URL names: the API reads ports only as a list, read whole and searched; one it lacks is Page not found. */
async function readPort(params: LoaderFunctionArgs['params']) {
  const selector = portParams(params)
  const port = findPort((await preload(switchPortList().all())).items, selector)
  if (!port) throw pageNotFound()
  return { port, selector }
}

export async function portLoader({ params }: LoaderFunctionArgs) {
  const { port } = await readPort(params)
  if (port.portSettingsId) await preload(portSettingsView(port.portSettingsId))
  return null
}

/** LLDP comes with the port's settings: without them there is nothing to edit, and the form is the port's page. */
export async function lldpEditLoader({ params }: LoaderFunctionArgs) {
  const { port, selector } = await readPort(params)
  if (!port.portSettingsId) return redirect(pb.switchPort(selector))
  await preload(portLldpConfig(selector))
  return null
}

export const applySettingsLoader = () => preload(portSettingsList().all())

const portHandle = paramsHandle(['rackId', 'switchLocation', 'port'], {
  crumb: (p) => `${p.switchLocation}/${p.port}`,
  crumbPath: pb.switchPort,
})

/** A switch port's page (`/system/networking/ports/{rackId}/{switchLocation}/{port}`) and its forms. */
export const portRoutes: RouteObject[] = [
  {
    path: 'system/networking/ports/:rackId/:switchLocation/:port',
    handle: portHandle,
    loader: portLoader,
    children: [
      {
        ...lazy(() => import('./PortPage')),
        children: [
          { index: true },
          { path: 'lldp-edit', ...lazy(() => import('./LldpConfigForm')), loader: lldpEditLoader },
          {
            path: 'settings-apply',
            ...lazy(() => import('./ApplySettingsForm')),
            loader: applySettingsLoader,
          },
        ],
      },
    ],
  },
]
