import type { RouteObject } from 'react-router'
import { siloImagesRoutes } from './images/routes'
import { lookupRoutes } from './lookup/routes'
import { projectsRoutes } from './projects/routes'

/** What belongs to the silo as a whole: its projects, its images, instance lookup. */
export const siloRoutes: RouteObject[] = [...projectsRoutes, ...lookupRoutes, ...siloImagesRoutes]
