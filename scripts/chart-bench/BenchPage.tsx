// A page of four charts of 1,000 points each, for `make bench`: built on its own (scripts/chart-bench.mjs) so
// that what it measures is the chart, not the app's data loading. It records when all four have painted.
import '~/styles/global.css'
import { createRoot } from 'react-dom/client'
import { bytesUnit, countUnit, percentUnit } from '~/components/chart/chart-units'
import { TimeSeriesChart } from '~/components/chart/TimeSeriesChart'
import type { ChartSeries } from '~/util/chart-data'

declare global {
  interface Window {
    /** ms since navigation start when all four charts had painted */
    chartsPainted?: number
    /** ms since navigation start when rendering began */
    renderStarted?: number
    /** ms since navigation start when all four were in the document */
    chartsDrawn?: number
  }
}

const POINTS = 1000
const STEP = 30_000
const end = Date.now()
const start = end - POINTS * STEP

/** A wavy line with a stretch of nulls, as a stopped instance leaves. */
function series(id: string, scale: number, seed: number): ChartSeries {
  const points = Array.from({ length: POINTS }, (_, i) => {
    const gap = i > 400 && i < 440
    const v = scale * (0.5 + 0.3 * Math.sin(i / (20 + seed)) + 0.1 * Math.sin(i * 1.7 + seed))
    return { t: start + (i + 1) * STEP, v: gap ? null : v }
  })
  return { id, label: id, points }
}

const charts = [
  { title: 'CPU utilization', series: [series('run', 60, 1)], unit: percentUnit(60) },
  { title: 'Bytes read', series: [series('read', 3e6, 2)], unit: bytesUnit(3e6, { perSecond: true }) },
  { title: 'Reads', series: [series('reads', 150, 3)], unit: countUnit('reads', { perSecond: true }) },
  { title: 'Packets', series: [series('packets', 900, 4)], unit: countUnit('packets', { perSecond: true }) },
]

function whenAllDrawn() {
  const drawn = () => document.querySelectorAll('svg path[d^="M"]').length >= charts.length
  const done = () => {
    window.chartsDrawn = performance.now()
    // the frame after the one that drew them has been painted
    requestAnimationFrame(() => requestAnimationFrame(() => (window.chartsPainted = performance.now())))
  }
  if (drawn()) return done()
  const observer = new MutationObserver(() => {
    if (!drawn()) return
    observer.disconnect()
    done()
  })
  observer.observe(document.body, { childList: true, subtree: true, attributes: true })
}

const root = document.getElementById('root')
if (root) {
  window.renderStarted = performance.now()
  whenAllDrawn()
  createRoot(root).render(
    <main style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, padding: 16 }}>
      {charts.map((c) => (
        <TimeSeriesChart
          key={c.title}
          title={c.title}
          series={c.series}
          range={{ start, end }}
          unit={c.unit}
        />
      ))}
    </main>,
  )
}
