import { useEffect } from 'react'
import type { IpPool } from '~/api/__generated__/Api'
import { F } from './create-fields'
import { FormSection } from './FormSection'

/** The pools the silo's users take addresses from, linked once the silo exists, one of them the default. */
export function IpPoolsSection({ pools }: { pools: readonly IpPool[] }) {
  const { pools: chosen, defaultPool } = F.useValues()
  const setValue = F.useSetValue()
  // a pool that is no longer to be linked cannot be the default
  useEffect(() => {
    if (defaultPool !== 'none' && !chosen.includes(defaultPool)) setValue('defaultPool', 'none')
  }, [chosen, defaultPool, setValue])
  return (
    <FormSection
      title="IP pools"
      note="Users of the silo take ephemeral and floating IPs from the pools linked to it; the default pool is used when they name none. Pools can also be linked later."
    >
      {pools.length === 0 ? (
        <p>The system has no IP pools yet.</p>
      ) : (
        <>
          <F.CheckboxGroup
            name="pools"
            label="Pools to link"
            items={pools.map((p) => ({
              value: p.name,
              label: p.name,
              description: p.description || undefined,
            }))}
          />
          <F.Radio
            name="defaultPool"
            label="Default pool"
            options={[
              { value: 'none', label: 'No default' },
              ...pools.filter((p) => chosen.includes(p.name)).map((p) => ({ value: p.name, label: p.name })),
            ]}
          />
        </>
      )}
    </FormSection>
  )
}
