import type { ReportLine } from '@store/contract/console';
import { ScrollRegion } from '../layout/ScrollRegion';

const HEIGHT = 160;

/**
 * Bookings per day as bars, drawn as SVG with the store's own numbers in its title and a table
 * beside it for screen readers (the page's tables say the same). No chart library: one bar series
 * needs none, and the console's bundle stays small.
 */
export function BarChart({ lines, title }: { lines: ReportLine[]; title: string }) {
  const max = Math.max(1, ...lines.map((l) => l.bookings));
  const width = Math.max(lines.length * 14, 280);
  const barWidth = width / Math.max(lines.length, 1);
  return (
    <ScrollRegion label={title}>
      <svg
        role="img"
        aria-label={title}
        width={width}
        height={HEIGHT + 20}
        viewBox={`0 0 ${width} ${HEIGHT + 20}`}
        data-testid="report-chart"
      >
        <title>{title}</title>
        {lines.map((l, i) => {
          const h = Math.round((l.bookings / max) * HEIGHT);
          return (
            <rect
              key={l.key}
              x={i * barWidth + 2}
              y={HEIGHT - h}
              width={Math.max(barWidth - 4, 2)}
              height={h}
              fill="#1565c0"
            >
              <title>{`${l.label}: ${l.bookings} bookings`}</title>
            </rect>
          );
        })}
        <line x1={0} y1={HEIGHT} x2={width} y2={HEIGHT} stroke="#555" />
        <text x={0} y={HEIGHT + 16} fontSize={11} fill="#333">
          {lines[0]?.label ?? ''}
        </text>
        <text x={width} y={HEIGHT + 16} fontSize={11} fill="#333" textAnchor="end">
          {lines.at(-1)?.label ?? ''}
        </text>
      </svg>
    </ScrollRegion>
  );
}
