import { useState } from 'react'
import type { Instance } from '~/api/__generated__/Api'
import { instanceDisabledReason } from '~/components/instance-state'
import { lazyComponent } from '~/components/lazy-component'
import { useProjectReason } from '~/components/permissions/use-role-reason'
import type { RouteHandle } from '~/components/route-handle'
import { policyLabel } from '~/pages/project/instances/AutoRestartStatus'
import { useInstance } from '~/pages/project/instances/InstancePage'
import t from '~/pages/project/instances/tab.module.css'
import { PlainButton } from '~/ui/PlainButton'
import { SectionHeading } from '~/ui/SectionHeading'
import { formatBytes } from '~/util/format'
import { AntiAffinitySection } from './AntiAffinitySection'

const ResizeDialog = lazyComponent(() => import('./SettingsDialogs'), 'ResizeDialog')
const AutoRestartDialog = lazyComponent(() => import('./SettingsDialogs'), 'AutoRestartDialog')

export const handle: RouteHandle = { crumb: 'Settings' }

type Props = { project: string; instance: Instance }

function SizeSection({ project, instance }: Props) {
  const [open, setOpen] = useState(false)
  const reason =
    useProjectReason(project, 'compute') ?? instanceDisabledReason('resize', instance.runState, 'be resized')
  return (
    <section className={t.section} aria-labelledby="resize-heading">
      <div className={t.sectionHeader}>
        <SectionHeading id="resize-heading">Size</SectionHeading>
        <PlainButton variant="secondary" disabledReason={reason} onClick={() => setOpen(true)}>
          Resize
        </PlainButton>
      </div>
      <p className={t.note}>
        <span className="tabular-nums">{instance.ncpus}</span> vCPUs, {formatBytes(instance.memory)} of
        memory.
      </p>
      {open && <ResizeDialog project={project} instance={instance} onClose={() => setOpen(false)} />}
    </section>
  )
}

function AutoRestartSection({ project, instance }: Props) {
  const [open, setOpen] = useState(false)
  const reason = useProjectReason(project, 'compute')
  return (
    <section className={t.section} aria-labelledby="auto-restart-heading">
      <div className={t.sectionHeader}>
        <SectionHeading id="auto-restart-heading">Auto-restart</SectionHeading>
        <PlainButton variant="secondary" disabledReason={reason} onClick={() => setOpen(true)}>
          Change policy
        </PlainButton>
      </div>
      <p className={t.note}>Policy: {policyLabel(instance.autoRestartPolicy)}.</p>
      {open && <AutoRestartDialog project={project} instance={instance} onClose={() => setOpen(false)} />}
    </section>
  )
}

export default function SettingsTab() {
  const { project, instance } = useInstance()
  return (
    <>
      <SizeSection project={project} instance={instance} />
      <AutoRestartSection project={project} instance={instance} />
      <AntiAffinitySection project={project} instance={instance} />
    </>
  )
}
