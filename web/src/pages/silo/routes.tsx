import type { RouteObject } from 'react-router'
import { siloAccessRoutes } from './access/routes'
import { certificatesRoutes } from './certificates/routes'
import { siloImagesRoutes } from './images/routes'
import { lookupRoutes } from './lookup/routes'
import { peopleRoutes } from './people/routes'
import { projectsRoutes } from './projects/routes'
import { signInSettingsRoutes } from './sign-in-settings/routes'
import { siloUtilizationRoutes } from './utilization/routes'

/**
 * What belongs to the silo as a whole: its projects, its images, instance lookup, its access, its users and groups,
 * its utilization, its certificates and its sign-in settings.
 */
export const siloRoutes: RouteObject[] = [
  ...projectsRoutes,
  ...lookupRoutes,
  ...siloImagesRoutes,
  ...siloAccessRoutes,
  ...peopleRoutes,
  ...siloUtilizationRoutes,
  ...certificatesRoutes,
  ...signInSettingsRoutes,
]
