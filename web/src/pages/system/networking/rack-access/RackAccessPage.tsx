import { Outlet } from 'react-router'
import { PageHeader } from '~/components/PageHeader'
import { FirewallIcon } from '~/ui/icons/resource-icons'
import { AllowListSection } from './AllowListSection'
import { IcmpSection } from './IcmpSection'
import s from './rack-access.module.css'

/** What may reach the rack's API from outside: the source allow-list, and whether inbound ICMP is taken in. */
export default function RackAccessPage() {
  return (
    <>
      <PageHeader title="Rack access" icon={<FirewallIcon />} />
      <div className={s.page}>
        <AllowListSection />
        <IcmpSection />
      </div>
      <Outlet />
    </>
  )
}
