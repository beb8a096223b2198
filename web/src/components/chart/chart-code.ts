import { lazy } from 'react'

/**
 * A chart's code (`TimeSeriesChart`: nivo with its scales and d3, the layers that draw the axes and lines, the
 * tooltip and the summary, about 100 KiB of gzip) loads apart from the pages that show charts, so such a page
 * shows its titles, controls and chart frames without waiting for it. A chart panel asks for it as it mounts,
 * alongside its data, and the chart appears in its frame once both are there. Should it fail to arrive, the
 * page's error screen says so (and loads the console's new version if that is why).
 */
export const TimeSeriesChart = lazy(() =>
  import('./TimeSeriesChart').then((m) => ({ default: m.TimeSeriesChart })),
)

/** Starts loading a chart's code; the chart that renders reports a failure. */
export function preloadChartCode() {
  import('./TimeSeriesChart').catch(() => {
    // the chart asks again when it renders, and reports a failure then
  })
}
