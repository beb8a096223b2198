import { preload } from '~/api/preload'
import { fleetPolicy, projectPolicy, siloPolicy, siloView } from '~/components/access/queries'
import { currentUserGroups, currentUserView } from '~/components/current-user'

// For route loaders, beside the page's own reads: what the role checks read, so that a page shows its actions
// as the user's roles allow them from its first frame. A failure here decides nothing (the API stays the judge).

const quietly = (read: Promise<unknown>) => read.catch(() => null)

/** The silo's policy and the user's groups, and with `project` that project's policy. */
export const preloadMyRoles = ({ project }: { project?: string } = {}) =>
  Promise.all(
    [siloPolicy, currentUserGroups, ...(project ? [projectPolicy(project)] : [])].map((q) =>
      quietly(preload(q)),
    ),
  )

/** What a fleet role comes from: the fleet's policy, and the mapping of the user's silo with their silo role. */
export async function preloadMyFleetRole() {
  const me = await preload(currentUserView)
  await Promise.all([
    preloadMyRoles(),
    ...[fleetPolicy, siloView(me.siloName)].map((q) => quietly(preload(q))),
  ])
}
