/**
 * The System area's routes (with the fleet gate), a module of their own: the signed-in area adds them under its
 * pages once a URL under /system needs them, so that no other page downloads them.
 */
export { systemRoutes as routes } from './pages/system/routes'
