import type { ReactNode } from 'react';
import './chart-lazy.css';

/** The height the widget takes (toolbar + one chart), kept while it loads so nothing jumps. */
const RESERVED_HEIGHT = 548;

/** The chart's room, at the widget's height: empty while the chart's parts load, or holding their loading line or failure notice. */
export function ChartReserved({ children }: { children: ReactNode }) {
  return (
    <div className="m-chart-reserved" style={{ minHeight: RESERVED_HEIGHT }}>
      {children}
    </div>
  );
}
