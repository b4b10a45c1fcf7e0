import type { ReactNode } from 'react';
import { useDecision } from '../../decision/decision-store';
import { SlotBoundary } from '../ui/slot-boundary';
import './bar-slots.css';

/**
 * The bars the Decision lists, in its order, each in a slot of its declared height so nothing
 * below moves when its content arrives. `render` supplies each bar's content (issue 6 builds them).
 */
export function BarSlots({ heights, render }: { heights: Record<string, number>; render: (id: string) => ReactNode }) {
  const bars = useDecision((d) => d.bars);
  return (
    <>
      {bars.map((id) => (
        <div key={id} data-bar={id} className="m-bar-slot" style={{ minHeight: heights[id] ?? 0, height: heights[id] || undefined }}>
          <SlotBoundary name={`bar ${id}`}>{render(id)}</SlotBoundary>
        </div>
      ))}
    </>
  );
}
