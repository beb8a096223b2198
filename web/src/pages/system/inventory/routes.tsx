import type { RouteObject } from 'react-router'

/** The rack's hardware: sleds and physical disks, and each sled's page. */
export const inventoryRoutes: RouteObject[] = []
