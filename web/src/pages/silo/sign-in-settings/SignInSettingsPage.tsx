import { Outlet } from 'react-router'
import { usePrefetchedApiQuery } from '~/api'
import { LinkButton } from '~/components/LinkButton'
import { PageHeader } from '~/components/PageHeader'
import { useSiloReason } from '~/components/permissions/use-role-reason'
import type { RouteHandle } from '~/components/route-handle'
import { useCurrentUser } from '~/components/use-current-user'
import { KeyIcon } from '~/ui/icons/resource-icons'
import { PropertyList } from '~/ui/PropertyList'
import { SectionHeading } from '~/ui/SectionHeading'
import { pb } from '~/util/paths'
import { describeLifetime } from './device-token-lifetime'
import { authSettings } from './queries'
import s from './sign-in-settings.module.css'

export const handle: RouteHandle = { crumb: 'Sign-in settings', crumbPath: pb.signInSettings }

/** How the silo's people sign in: for now, how long the token a device sign-in gives (the CLI's) may last. */
export default function SignInSettingsPage() {
  const me = useCurrentUser()
  const { data: settings } = usePrefetchedApiQuery(authSettings)
  const editReason = useSiloReason('admin')
  const lifetime = settings.deviceTokenMaxTtlSeconds
  return (
    <>
      <PageHeader
        title="Sign-in settings"
        icon={<KeyIcon />}
        actions={
          <LinkButton disabledReason={editReason} to={pb.signInSettingsEdit()}>
            Edit
          </LinkButton>
        }
      />
      <section className={s.section} aria-labelledby="device-tokens-title">
        <SectionHeading id="device-tokens-title">Device tokens</SectionHeading>
        <p className={s.note}>
          The Oxide CLI and other tools sign in to silo {me.siloName} through the device page, which gives
          them a token. A token stops working once it is as old as this; a change applies to the tokens given
          after it.
        </p>
        <PropertyList
          properties={[
            [
              'Maximum lifetime',
              lifetime == null ? 'No limit: device tokens do not expire' : describeLifetime(lifetime),
            ],
          ]}
        />
      </section>
      <Outlet />
    </>
  )
}
