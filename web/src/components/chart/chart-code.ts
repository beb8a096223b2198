import { useEffect, useState } from 'react'
import { loadOnce } from '~/util/load-once'

type ChartModule = typeof import('./TimeSeriesChart')

/**
 * A chart's code (`TimeSeriesChart`: nivo with its scales and d3, the layers that draw the axes and lines, the
 * tooltip and the summary, about 100 KiB of gzip) loads apart from the pages that show charts, so such a page
 * shows its titles, controls and chart frames without waiting for it. The routes of chart pages ask for it as a
 * navigation starts (`preloadCode`), a chart panel as it mounts, and the chart appears in its frame once both its
 * data and its code are there.
 */
let loaded: ChartModule | undefined

/** Loads a chart's code, once; after a failure, the next call tries again. */
export const loadChartCode = loadOnce(() =>
  import('./TimeSeriesChart').then((module) => {
    loaded = module
    return module
  }),
)

/**
 * The chart component once its code is there, undefined until then (asking for it). Not a suspending lazy
 * component: React holds back what a suspended boundary reveals for a moment, which would delay every chart by
 * that much after its code arrived. Code that fails to arrive throws, for the page's error screen (which loads
 * the console's new version if that is why).
 */
export function useChartCode() {
  const [module, setModule] = useState(loaded)
  const [error, setError] = useState<unknown>()
  useEffect(() => {
    if (!module) loadChartCode().then(setModule, setError)
  }, [module])
  if (error) throw error
  return module?.TimeSeriesChart
}
