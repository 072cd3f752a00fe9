'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { formatBRL, formatCompact } from '@/lib/money';
import { CHART_BOX, chartGeometry, type ChartPoint } from '@/lib/profit';

/** `desc` is translated on the server around ChartTotal slots, which show the totals of the moment. */
export type ChartCopy = { title: string; desc: ReactNode; tableCaption: string; qty: string; total: string };

type Props = { points: ChartPoint[]; highlight: number; copy: ChartCopy; idPrefix: string };

const Points = createContext<ChartPoint[]>([]);

/** The monthly profit at the chart's first or last point, inside its description. */
export function ChartTotal({ at }: { at: 'first' | 'last' }) {
  const points = useContext(Points);
  return formatBRL((at === 'first' ? points[0] : points.at(-1))?.total ?? 0);
}

/** Hand-drawn SVG line chart with the same 12 values in a table for assistive technology. */
export function ProfitChart({ points, highlight, copy, idPrefix }: Props) {
  const geometry = chartGeometry(points);
  const titleId = `${idPrefix}-title`;
  const descId = `${idPrefix}-desc`;
  const marked = geometry.dots.find((dot) => dot.qty === highlight);

  return (
    <div className="chart">
      <svg
        className="chart-svg"
        viewBox={`0 0 ${CHART_BOX.width} ${CHART_BOX.height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        data-testid="profit-chart"
      >
        <title id={titleId}>{copy.title}</title>
        <desc id={descId}>
          <Points value={points}>{copy.desc}</Points>
        </desc>
        <defs>
          <linearGradient id={`${idPrefix}-fill`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="currentColor" stopOpacity="0.35" />
            <stop offset="100%" stopColor="currentColor" stopOpacity="0" />
          </linearGradient>
        </defs>
        {geometry.yTicks.map((tick) => (
          <g key={tick.value} className="chart-grid">
            <line x1={geometry.plotLeft} x2={geometry.plotRight} y1={tick.y} y2={tick.y} />
            <text x={geometry.plotLeft - 10} y={tick.y} dy="0.35em" textAnchor="end">
              {formatCompact(tick.value)}
            </text>
          </g>
        ))}
        {marked && <line className="chart-guide" x1={marked.x} x2={marked.x} y1={marked.y} y2={geometry.baseline} />}
        <path className="chart-area" d={geometry.area} fill={`url(#${idPrefix}-fill)`} />
        <path className="chart-line" d={geometry.line} />
        {geometry.dots.map((dot) => (
          <g key={dot.qty}>
            <circle
              className={dot.qty === highlight ? 'chart-dot is-current' : 'chart-dot'}
              cx={dot.x}
              cy={dot.y}
              r={dot.qty === highlight ? 7 : 4}
            />
            <text className="chart-x" x={dot.x} y={geometry.baseline + 26} textAnchor="middle">
              {dot.qty}
            </text>
          </g>
        ))}
      </svg>
      {/* Hidden in a 1 px box: a table is never narrower than its content, so the class on the table itself
          left a 350 px box hanging past the right edge of narrow phones. */}
      <div className="visually-hidden">
        <table>
          <caption>{copy.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{copy.qty}</th>
              <th scope="col">{copy.total}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.qty}>
                <th scope="row">{point.qty}</th>
                <td>{formatBRL(point.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
