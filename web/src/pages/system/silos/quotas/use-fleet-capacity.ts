import { useMemo } from 'react'
import { usePrefetchedApiQuery } from '~/api'
import { sledList } from '~/pages/system/inventory/queries'
import { type FleetCapacity, fleetCapacity } from '~/util/fleet-capacity'

/** What the fleet's sleds can give all silos together; the loader must have preloaded `sledList().all()`. */
export function useFleetCapacity(): FleetCapacity {
  const { data } = usePrefetchedApiQuery(sledList().all())
  return useMemo(() => fleetCapacity(data.items), [data])
}
