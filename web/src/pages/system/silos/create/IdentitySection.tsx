import { roleWords, SILO_ROLES } from '~/components/access/roles'
import {
  IDENTITY_MODE_DESCRIPTION,
  IDENTITY_MODE_LABEL,
  IDENTITY_MODES,
  isSamlMode,
} from '~/pages/system/silos/identity-mode'
import { F } from './create-fields'
import { FormSection } from './FormSection'

const FLEET_ROLE_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'admin', label: 'Fleet admin' },
  { value: 'collaborator', label: 'Fleet collaborator' },
  { value: 'viewer', label: 'Fleet viewer' },
]

/** How users come to the silo, and what the silo's roles carry on the fleet; neither can change later. */
export function IdentitySection() {
  const { identityMode } = F.useValues()
  return (
    <>
      <FormSection title="Identity">
        <F.Radio
          name="identityMode"
          label="Identity mode"
          options={IDENTITY_MODES.map((mode) => ({
            value: mode,
            label: IDENTITY_MODE_LABEL[mode],
            description: IDENTITY_MODE_DESCRIPTION[mode],
          }))}
        />
        {isSamlMode(identityMode) && (
          <F.Text
            name="adminGroupName"
            label="Admin group name"
            description="Optional. This group is created with the silo and made its admin; users the identity provider puts in it can sign in and set the silo up."
          />
        )}
      </FormSection>
      <FormSection
        title="Fleet roles"
        note="A silo role can carry a fleet role: its holders then also have that role on the whole system. This cannot be changed once the silo exists."
      >
        {SILO_ROLES.map((role) => (
          <F.Radio
            key={role}
            name={`fleetRoles.${role}`}
            label={`Fleet role of silo ${roleWords(role)}s`}
            orientation="horizontal"
            options={FLEET_ROLE_OPTIONS}
          />
        ))}
      </FormSection>
    </>
  )
}
