import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { invalidate, useApiMutation, useApiQuery, usePrefetchedApiQuery } from '~/api'
import type { Image } from '~/api/__generated__/Api'
import { useDiskSources } from '~/components/disk-form/use-disk-source-search'
import { FullPageForm } from '~/components/form/FullPageForm'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { useRequiredParams } from '~/components/route-params'
import { addToast } from '~/components/toasts'
import { antiAffinityGroupList } from '~/pages/project/affinity/queries'
import { diskSourceLists } from '~/pages/project/disks/queries'
import { instanceCreatePickers } from '~/pages/project/instances/queries'
import { InstancesIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { AdvancedSection } from './AdvancedSection'
import { BootDiskSection } from './BootDiskSection'
import { DisksSection } from './DisksSection'
import { GeneralSection } from './GeneralSection'
import { createSchema } from './instance-schema'
import { NetworkingSection } from './NetworkingSection'
import { SizeSection } from './SizeSection'
import { createErrorField } from './server-errors'
import { defaultValues, toInstanceCreate } from './values'

export const handle: RouteHandle = { crumb: 'New instance' }

export default function InstanceCreateForm() {
  const { project } = useRequiredParams('project')
  const navigate = useNavigate()
  const q = instanceCreatePickers(project)
  const siloPage = usePrefetchedApiQuery(q.siloImages).data
  const projectPage = usePrefetchedApiQuery(q.projectImages).data
  const siloImages = siloPage.items
  const projectImages = projectPage.items
  // images chosen from past the first page of their list, which the picker found by searching
  const [foundImages, setFoundImages] = useState<Image[]>([])
  const disks = usePrefetchedApiQuery(q.disks).data
  const sshKeys = usePrefetchedApiQuery(q.sshKeys).data.items
  const pools = usePrefetchedApiQuery(q.pools).data.items
  const floatingIps = usePrefetchedApiQuery(q.floatingIps).data
  // not needed to draw the form, so not waited for
  const groups = useApiQuery(antiAffinityGroupList(project).all()).data?.items
  // a new disk's sources: each list's first page, the rest searched as the user types
  const sources = useDiskSources(diskSourceLists(project))

  // fixed once: later refreshes of the lists must not reset what the user typed
  // biome-ignore lint/correctness/useExhaustiveDependencies: initial values are read on mount only
  const initialValues = useMemo(
    () => defaultValues({ sshKeyIds: sshKeys.map((k) => k.id), siloImages, projectImages }),
    [],
  )
  const images = useMemo(
    () => [...siloImages, ...projectImages, ...foundImages],
    [siloImages, projectImages, foundImages],
  )
  const diskSources = {
    snapshots: sources.lists.snapshots,
    images: [
      ...sources.lists.images,
      ...foundImages.filter((i) => !sources.lists.images.some((listed) => listed.id === i.id)),
    ],
  }

  const create = useApiMutation('instanceCreate', {
    onSuccess: (instance) => {
      invalidate('instanceList')
      invalidate('diskList')
      invalidate('floatingIpList')
      addToast({ title: `Creating instance ${instance.name}` })
      navigate(pb.instance({ project, instance: instance.name }))
    },
  })

  return (
    <>
      <PageHeader title="Create instance" icon={<InstancesIcon />} />
      <FullPageForm
        label="Create instance"
        submitLabel="Create instance"
        cancelTo={pb.instances({ project })}
        initialValues={initialValues}
        schema={() => createSchema(images)}
        request={(values) => create.prepare({ query: { project }, body: toInstanceCreate(values) })}
        errorField={createErrorField}
        errorPrefix="Could not create the instance"
      >
        <GeneralSection />
        <SizeSection />
        <BootDiskSection
          siloImages={siloPage}
          projectImages={projectPage}
          disks={disks}
          onImageFound={(image) => setFoundImages((found) => [...found, image])}
        />
        <DisksSection project={project} disks={disks} diskSources={diskSources} diskSearch={sources.search} />
        <NetworkingSection project={project} pools={pools} floatingIps={floatingIps} />
        <AdvancedSection sshKeys={sshKeys} antiAffinityGroups={groups} />
      </FullPageForm>
    </>
  )
}
