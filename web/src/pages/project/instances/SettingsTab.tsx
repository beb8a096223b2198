import { Form, Formik } from 'formik'
import type { Instance, InstanceAutoRestartPolicy } from '~/api/__generated__/Api'
import { useApiMutation } from '~/api/client'
import { NumberFieldF } from '~/components/form/NumberFieldF'
import { RadioGroupF } from '~/components/form/RadioGroupF'
import { yup } from '~/components/form/yup-locale'
import { instanceDisabledReason } from '~/components/instance-state'
import type { RouteHandle } from '~/components/route-handle'
import { addToast } from '~/components/toasts'
import { Button } from '~/ui/Button'
import { bytesToGiB } from '~/util/format'
import { AntiAffinitySection } from './AntiAffinitySection'
import { policyLabel } from './AutoRestartStatus'
import { useInstance } from './InstancePage'
import {
  gibToBytes,
  INSTANCE_MAX_CPUS,
  INSTANCE_MAX_MEMORY_GIB,
  validateCpus,
  validateMemoryGib,
} from './instance-sizes'
import { instanceUpdateBody } from './instance-update'
import s from './settings.module.css'
import t from './tab.module.css'
import { refreshInstances } from './use-instance-actions'

export const handle: RouteHandle = { crumb: 'Settings' }

const fromValidator = (validate: (n: number) => string | undefined) =>
  yup.number().test('limits', '', function (value) {
    const error = validate(value ?? Number.NaN)
    return error ? this.createError({ message: error }) : true
  })

const sizeSchema = yup.object({
  ncpus: fromValidator(validateCpus),
  memoryGib: fromValidator(validateMemoryGib),
})

function useUpdate(success: string) {
  return useApiMutation('instanceUpdate', {
    onSuccess: () => {
      refreshInstances()
      addToast({ title: success })
    },
  })
}

function ResizeSection({ project, instance }: { project: string; instance: Instance }) {
  const update = useUpdate(`Instance ${instance.name} resized`)
  const reason = instanceDisabledReason('resize', instance.runState, 'be resized')
  return (
    <section className={t.section} aria-labelledby="resize-heading">
      <h2 id="resize-heading" className={t.sectionTitle}>
        Size
      </h2>
      <Formik
        enableReinitialize
        initialValues={{ ncpus: instance.ncpus, memoryGib: bytesToGiB(instance.memory) }}
        validationSchema={sizeSchema}
        onSubmit={({ ncpus, memoryGib }) =>
          update
            .mutate({
              path: { instance: instance.name },
              query: { project },
              body: instanceUpdateBody(instance, { ncpus, memory: gibToBytes(memoryGib) }),
            })
            .catch(() => {})
        }
      >
        {() => (
          <Form className={s.form} noValidate aria-label="Resize instance">
            <div className={s.row}>
              <NumberFieldF name="ncpus" label="vCPUs" minValue={1} maxValue={INSTANCE_MAX_CPUS} isRequired />
              <NumberFieldF
                name="memoryGib"
                label="Memory"
                unit="GiB"
                minValue={1}
                maxValue={INSTANCE_MAX_MEMORY_GIB}
                isRequired
              />
            </div>
            {update.error && (
              <p role="alert" className={s.error}>
                {update.error.message}
              </p>
            )}
            <div>
              <Button type="submit" variant="secondary" loading={update.isPending} disabledReason={reason}>
                Resize
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
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

function AutoRestartSection({ project, instance }: { project: string; instance: Instance }) {
  const update = useUpdate('Auto-restart policy saved')
  return (
    <section className={t.section} aria-labelledby="auto-restart-heading">
      <h2 id="auto-restart-heading" className={t.sectionTitle}>
        Auto-restart
      </h2>
      <Formik
        enableReinitialize
        initialValues={{ policy: (instance.autoRestartPolicy ?? 'default') as PolicyChoice }}
        onSubmit={({ policy }) =>
          update
            .mutate({
              path: { instance: instance.name },
              query: { project },
              body: instanceUpdateBody(instance, { autoRestartPolicy: policy === 'default' ? null : policy }),
            })
            .catch(() => {})
        }
      >
        {({ dirty }) => (
          <Form className={s.form} noValidate aria-label="Auto-restart policy">
            <RadioGroupF name="policy" label="Policy" options={POLICY_OPTIONS} />
            {update.error && (
              <p role="alert" className={s.error}>
                {update.error.message}
              </p>
            )}
            <div>
              <Button
                type="submit"
                variant="secondary"
                loading={update.isPending}
                disabledReason={dirty ? undefined : 'Pick a different policy first'}
              >
                Save policy
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  )
}

export default function SettingsTab() {
  const { project, instance } = useInstance()
  return (
    <>
      <ResizeSection project={project} instance={instance} />
      <AutoRestartSection project={project} instance={instance} />
      <AntiAffinitySection project={project} instance={instance} />
    </>
  )
}
