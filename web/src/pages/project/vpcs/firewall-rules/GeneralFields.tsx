import { F } from './rule-fields'

/** What the rule is and does: whether it applies, its name, what it does to which traffic, and when. */
export function GeneralFields({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <>
      <F.Checkbox name="enabled" description="A disabled rule stays in the VPC but does not apply.">
        Enabled
      </F.Checkbox>
      <F.Name
        autoFocus={autoFocus}
        description="Unique among the rules of this VPC. Lowercase letters, digits and dashes; starts with a letter."
      />
      <F.Description />
      <F.Radio
        name="action"
        label="Action"
        orientation="horizontal"
        options={[
          { value: 'allow', label: 'Allow' },
          { value: 'deny', label: 'Deny' },
        ]}
      />
      <F.Radio
        name="direction"
        label="Direction"
        orientation="horizontal"
        description="Inbound rules apply to traffic to the targets; outbound rules to traffic from them."
        options={[
          { value: 'inbound', label: 'Inbound' },
          { value: 'outbound', label: 'Outbound' },
        ]}
      />
      <F.Number
        name="priority"
        label="Priority"
        isRequired
        description="From 0 to 65535. Rules with a lower number apply first."
      />
    </>
  )
}
