import { useApiMutation } from '~/api'
import type { Instance, InstanceAutoRestartPolicy } from '~/api/__generated__/Api'
import { formFields } from '~/components/form/form-fields'
import { ModalForm } from '~/components/form/ModalForm'
import { addToast } from '~/components/toasts'
import { policyLabel } from '~/pages/project/instances/AutoRestartStatus'
import {
  gibToBytes,
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
} from '~/pages/project/instances/instance-sizes'
import { instanceUpdateBody } from '~/pages/project/instances/instance-update'
import { refreshInstances } from '~/pages/project/instances/use-instance-actions'
import { bytesToGiB } from '~/util/format'
import { sizeSchema } from './resize-schema'
import s from './settings.module.css'

// The settings tab's dialogs, which load when one is opened.

type FormProps = { project: string; instance: Instance; onClose: () => void }

function useUpdate(success: string, onClose: () => void) {
  return useApiMutation('instanceUpdate', {
    onSuccess: () => {
      refreshInstances()
      addToast({ title: success })
      onClose()
    },
  })
}

type SizeValues = { ncpus: number; memoryGib: number }
const S = formFields<SizeValues>()

export function ResizeDialog({ project, instance, onClose }: FormProps) {
  const update = useUpdate(`Instance ${instance.name} resized`, onClose)
  return (
    <ModalForm
      title="Resize instance"
      submitLabel="Resize"
      initialValues={{ ncpus: instance.ncpus, memoryGib: bytesToGiB(instance.memory) }}
      schema={sizeSchema}
      request={({ ncpus, memoryGib }) =>
        update.prepare({
          path: { instance: instance.name },
          query: { project },
          body: instanceUpdateBody(instance, { ncpus, memory: gibToBytes(memoryGib) }),
        })
      }
      onClose={onClose}
    >
      <div className={s.row}>
        <S.Number name="ncpus" label="vCPUs" minValue={1} maxValue={INSTANCE_MAX_CPUS} isRequired autoFocus />
        <S.Number
          name="memoryGib"
          label="Memory"
          unit="GiB"
          minValue={1}
          maxValue={INSTANCE_MAX_MEMORY_GIB}
          isRequired
        />
      </div>
    </ModalForm>
  )
}

type PolicyChoice = InstanceAutoRestartPolicy | 'default'

const POLICY_OPTIONS = [
  {
    value: 'default',
    label: policyLabel(null),
    description: 'Let the control plane decide; today that is best effort.',
  },
  {
    value: 'best_effort',
    label: policyLabel('best_effort'),
    description: 'Restart the instance if it fails.',
  },
  {
    value: 'never',
    label: policyLabel('never'),
    description: 'Leave a failed instance failed until someone starts it.',
  },
]

type PolicyValues = { policy: PolicyChoice }
const P = formFields<PolicyValues>()

export function AutoRestartDialog({ project, instance, onClose }: FormProps) {
  const update = useUpdate('Auto-restart policy saved', onClose)
  return (
    <ModalForm
      title="Auto-restart policy"
      submitLabel="Save policy"
      initialValues={{ policy: (instance.autoRestartPolicy ?? 'default') as PolicyChoice }}
      request={({ policy }) =>
        update.prepare({
          path: { instance: instance.name },
          query: { project },
          body: instanceUpdateBody(instance, { autoRestartPolicy: policy === 'default' ? null : policy }),
        })
      }
      onClose={onClose}
    >
      <P.Radio name="policy" label="Policy" options={POLICY_OPTIONS} />
    </ModalForm>
  )
}
