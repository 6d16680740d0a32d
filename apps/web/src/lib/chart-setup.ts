import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/*
 * Chart.js is tree-shaken: a chart draws only with the parts registered. The site's charts import
 * this one module for the parts and options they share, so no chart forgets one and they look
 * alike. Only the lazily loaded chart modules may import it: from eager code it would pull Chart.js
 * into the first load. Parts one chart alone needs (the time axis, the doughnut) stay in that chart.
 */
Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip, Legend);

/** The chart fills the box its parent sizes, and draws at once (nothing moves under a reading eye). */
export const baseOptions = { responsive: true, maintainAspectRatio: false, animation: false } as const;

/** Hovering anywhere over a day lists every line's value on that day. */
export const sameDayTooltip = { mode: 'index', intersect: false } as const;
