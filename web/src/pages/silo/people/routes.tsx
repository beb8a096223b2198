import type { LoaderFunctionArgs, RouteObject } from 'react-router'
import { preload } from '~/api/preload'
import { projectPolicy, siloGroups, siloPolicy, siloUsers } from '~/components/access/queries'
import { currentUserView } from '~/components/current-user'
import { lazy } from '~/components/lazy-route'
import { preloadMyRoles } from '~/components/permissions/preload-my-roles'
import { paramsHandle } from '~/components/route-handle'
import { requireParams } from '~/components/route-params'
import { projectPickerPage } from '~/pages/silo/projects/queries'
import { pb } from '~/util/paths'
import {
  groupMembers,
  groupView,
  membersOfGroups,
  PROJECT_ROLE_LIMIT,
  userSessions,
  userTokens,
  userView,
} from './queries'

/** What a user's or a group's loader returns: the display name its crumb (and the page title) goes by. */
type NameCrumb = { name: string }

const nameOf = (data: unknown) => (data as NameCrumb | undefined)?.name

/**
 * Every group and every group's members: the API tells a user's groups only through them. A group whose members
 * cannot be read says so where it is shown, rather than taking the page down.
 */
const preloadMemberships = () =>
  preload(siloGroups).then((groups) =>
    Promise.all(membersOfGroups(groups.items).map((q) => preload(q).catch(() => null))),
  )

export const usersLoader = () =>
  Promise.all([preload(currentUserView), preload(siloUsers), preload(siloPolicy), preloadMemberships()])

export const groupsLoader = () =>
  Promise.all([preload(currentUserView), preload(siloPolicy), preloadMemberships()])

export async function groupLoader({ params }: LoaderFunctionArgs): Promise<NameCrumb> {
  const { groupId } = requireParams(params, 'groupId')
  const [group] = await Promise.all([
    preload(groupView(groupId)),
    preload(groupMembers(groupId)),
    preload(siloPolicy),
    preload(currentUserView),
  ])
  return { name: group.displayName }
}

/**
 * The user and what their page is built on are waited for; the reads of the sections that may fail on their own
 * (tokens, sessions, project roles) are started here and not waited for, so each says so in its section.
 */
export async function userLoader({ params }: LoaderFunctionArgs): Promise<NameCrumb> {
  const { userId } = requireParams(params, 'userId')
  preload(userTokens(userId)).catch(() => undefined)
  preload(userSessions(userId)).catch(() => undefined)
  preload(projectPickerPage)
    .then((projects) => {
      for (const p of projects.items.slice(0, PROJECT_ROLE_LIMIT))
        preload(projectPolicy(p.name)).catch(() => undefined)
    })
    .catch(() => undefined)
  const [user] = await Promise.all([
    preload(userView(userId)),
    preload(currentUserView),
    preload(siloPolicy),
    preloadMemberships(),
    preloadMyRoles(),
  ])
  return { name: user.displayName }
}

const userHandle = paramsHandle(['userId'], {
  // the id until the user is read (e.g. on the error screen of a user that does not exist)
  crumb: (p, data) => nameOf(data) ?? p.userId,
  crumbPath: pb.user,
})

const groupHandle = paramsHandle(['groupId'], {
  crumb: (p, data) => nameOf(data) ?? p.groupId,
  crumbPath: pb.group,
})

/** The silo's people: its users (`/users`, `/users/:userId`) and groups (`/groups`, `/groups/:groupId`). */
export const peopleRoutes: RouteObject[] = [
  {
    path: 'users',
    handle: { crumb: 'Users', crumbPath: pb.users },
    children: [
      { index: true, ...lazy(() => import('./UsersPage')), loader: usersLoader },
      { path: ':userId', handle: userHandle, ...lazy(() => import('./UserPage')), loader: userLoader },
    ],
  },
  {
    path: 'groups',
    handle: { crumb: 'Groups', crumbPath: pb.groups },
    children: [
      { index: true, ...lazy(() => import('./GroupsPage')), loader: groupsLoader },
      { path: ':groupId', handle: groupHandle, ...lazy(() => import('./GroupPage')), loader: groupLoader },
    ],
  },
]
