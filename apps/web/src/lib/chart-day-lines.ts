import type { Plugin } from 'chart.js';

/** A dashed line down a chart at one x value (a time for a time axis, an index for categories). */
export interface DayLine {
  x: number;
  colour: string;
}

/** "수집 방식 변경" (issue 36 §2): its own colour, apart from the member's changes. */
export const METHOD_COLOUR = '#7c3aed';
export const METHOD_LINE_COLOUR = 'rgba(124, 58, 237, 0.7)';

/**
 * Dashed lines down the chart at given days (the member's changes, the changes of method). The
 * days come in the plugin's options, which the chart updates with the data; a plugin closing
 * over one render's series would keep drawing that render's days. Chart.js has no vertical
 * marker of its own (the annotation plugin would be a dependency for one line style).
 */
export const dayLines: Plugin<'line', { lines?: DayLine[] }> = {
  id: 'dayLines',
  beforeDatasetsDraw(chart, _args, options) {
    const { ctx, chartArea, scales } = chart;
    ctx.save();
    ctx.lineWidth = 1;
    ctx.setLineDash([4, 4]);
    for (const line of options.lines ?? []) {
      const x = scales.x!.getPixelForValue(line.x);
      ctx.strokeStyle = line.colour;
      ctx.beginPath();
      ctx.moveTo(x, chartArea.top);
      ctx.lineTo(x, chartArea.bottom);
      ctx.stroke();
    }
    ctx.restore();
  },
};
