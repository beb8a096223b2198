import { useMemo } from 'react'
import { type LoaderFunctionArgs, useNavigate, useParams } from 'react-router'
import { invalidate, preload, useApiMutation, useApiQuery, usePrefetchedApiQuery } from '~/api/client'
import { PageHeader } from '~/components/PageHeader'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { InstancesIcon } from '~/ui/icons/resource-icons'
import { pb } from '~/util/paths'
import { AdvancedSection } from './AdvancedSection'
import { BootDiskSection } from './BootDiskSection'
import { CreateFormShell } from './CreateFormShell'
import { DisksSection } from './DisksSection'
import { GeneralSection } from './GeneralSection'
import { NetworkingSection } from './NetworkingSection'
import { SizeSection } from './SizeSection'
import { createSchema, defaultValues, toInstanceCreate } from './values'

export const handle: RouteHandle = { crumb: 'New instance' }

// Lists the form picks from; large enough that no realistic project needs a second page.
const LIMIT = 200
const siloImagesParams = { query: { limit: LIMIT } }
const projectImagesParams = (project: string) => ({ query: { project, limit: LIMIT } })
const disksParams = (project: string) => ({ query: { project, limit: LIMIT } })
const sshKeysParams = { query: { limit: LIMIT } }
const poolsParams = { query: { limit: LIMIT } }
const floatingIpsParams = (project: string) => ({ query: { project, limit: LIMIT } })

export async function loader({ params }: LoaderFunctionArgs) {
  const project = params.project!
  await Promise.all([
    preload('imageList', siloImagesParams),
    preload('imageList', projectImagesParams(project)),
    preload('diskList', disksParams(project)),
    preload('currentUserSshKeyList', sshKeysParams),
    preload('projectIpPoolList', poolsParams),
    preload('floatingIpList', floatingIpsParams(project)),
  ])
  return null
}

export default function InstanceCreateForm() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const siloImages = usePrefetchedApiQuery('imageList', siloImagesParams).data.items
  const projectImages = usePrefetchedApiQuery('imageList', projectImagesParams(project)).data.items
  const disks = usePrefetchedApiQuery('diskList', disksParams(project)).data.items
  const sshKeys = usePrefetchedApiQuery('currentUserSshKeyList', sshKeysParams).data.items
  const pools = usePrefetchedApiQuery('projectIpPoolList', poolsParams).data.items
  const floatingIps = usePrefetchedApiQuery('floatingIpList', floatingIpsParams(project)).data.items
  const groups = useApiQuery('antiAffinityGroupList', { query: { project, limit: LIMIT } }).data?.items

  const detachedDisks = disks.filter((d) => d.state.state === 'detached')
  // fixed once: later refreshes of the lists must not reset what the user typed
  // biome-ignore lint/correctness/useExhaustiveDependencies: initial values are read on mount only
  const initialValues = useMemo(
    () => defaultValues({ sshKeyIds: sshKeys.map((k) => k.id), siloImages, projectImages }),
    [],
  )
  const schema = useMemo(() => createSchema([...siloImages, ...projectImages]), [siloImages, projectImages])

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
      <CreateFormShell
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={(values) => create.mutate({ query: { project }, body: toInstanceCreate(values) })}
        loading={create.isPending}
        submitError={create.error}
        cancelTo={pb.instances({ project })}
      >
        <GeneralSection />
        <SizeSection />
        <BootDiskSection
          siloImages={siloImages}
          projectImages={projectImages}
          detachedDisks={detachedDisks}
        />
        <DisksSection detachedDisks={detachedDisks} />
        <NetworkingSection project={project} pools={pools} floatingIps={floatingIps} />
        <AdvancedSection sshKeys={sshKeys} antiAffinityGroups={groups} />
      </CreateFormShell>
    </>
  )
}
