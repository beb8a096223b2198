import type { AntiAffinityGroup, SshKey } from '~/api/__generated__/Api'
import { F } from './create-fields'
import s from './create-form.module.css'
import { Section } from './Section'
import { SshKeysField } from './SshKeysField'

type Props = { sshKeys: SshKey[]; antiAffinityGroups: AntiAffinityGroup[] | undefined }

/** SSH keys, cloud-init user data, auto-restart, anti-affinity and whether to start right away. */
export function AdvancedSection({ sshKeys, antiAffinityGroups }: Props) {
  return (
    <Section title="Access and behaviour">
      <SshKeysField sshKeys={sshKeys} />
      <F.Text
        name="userData"
        label="User data"
        multiline
        description="Passed to cloud-init or a similar tool on first boot, e.g. a #cloud-config document. At most 32 KiB."
      />
      <F.Radio
        name="autoRestartPolicy"
        label="Auto-restart"
        orientation="horizontal"
        options={[
          { value: 'default', label: 'Default (best effort)' },
          { value: 'best_effort', label: 'Best effort' },
          { value: 'never', label: 'Never' },
        ]}
        description="Whether the control plane restarts the instance if it fails."
      />
      <div>
        <h3 className={s.subformTitle}>Anti-affinity groups</h3>
        {antiAffinityGroups === undefined ? (
          <p className={s.note}>Loading groups…</p>
        ) : antiAffinityGroups.length === 0 ? (
          <p className={s.note}>No anti-affinity groups in this project.</p>
        ) : (
          <F.CheckboxGroup
            name="antiAffinityGroups"
            label="Anti-affinity groups"
            items={antiAffinityGroups.map((g) => ({
              value: g.name,
              label: <span className="mono">{g.name}</span>,
              description: g.description || undefined,
            }))}
          />
        )}
      </div>
      <F.Checkbox name="start" description="Otherwise it is created stopped.">
        Start the instance when it is created
      </F.Checkbox>
    </Section>
  )
}
