import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCny } from '../../lib/money.ts';

export interface DaySales {
  day: string;
  sales: number;
}

interface Props {
  days: DaySales[];
  /** The console's language, for the money on the y axis. */
  locale: 'zh' | 'en';
  /** What the chart shows, for screen readers (the figures are also in the table beside it). */
  label: string;
}

const HEIGHT = 260;
const COLOUR = '#AF57FF';

/**
 * Sales per day as bars (uPlot, decision 072): loaded with the dashboard's range figures only, never in the
 * console's first load. The x axis is the day's index, labelled MM-DD; the y axis in yuan.
 */
export default function SalesChart({ days, locale, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const xs = days.map((_, i) => i);
    const ys = days.map((d) => d.sales);
    const chart = new uPlot(
      {
        width: Math.max(320, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [-0.5, Math.max(0.5, days.length - 0.5)] }, y: { range: (_u, _min, max) => [0, Math.max(max, 100)] } },
        axes: [
          { values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? days[i].day.slice(5) : '')) },
          { size: 80, values: (_u, splits) => splits.map((v) => formatCny(v, locale)) },
        ],
        series: [{}, { label, stroke: COLOUR, fill: `${COLOUR}99`, paths: uPlot.paths.bars?.({ size: [0.7, 48] }), points: { show: false } }],
      },
      [xs, ys],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(320, el.clientWidth), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, locale, label]);
  return <Box ref={box} role="img" aria-label={label} sx={{ width: '100%', minHeight: HEIGHT }} />;
}
