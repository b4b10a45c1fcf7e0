import type { EngineFactory } from './chart-engine';

/**
 * The real renderer: lightweight-charts is imported only when a chart is first drawn. Apart from
 * chart-engine.ts (the interface lw-engine.ts implements), so the two do not import each other.
 */
export const loadLightweightEngine: EngineFactory = async (container, init) => {
  const { createLightweightEngine } = await import('./lw-engine');
  return createLightweightEngine(container, init);
};
