import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser bundle, injected as a script into every frame of the page under test. */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');
/** The WCAG levels the gate holds the site to (issue 23). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Violations of these impacts fail a state; the others are printed. */
export const BLOCKING = new Set(['serious', 'critical']);

export interface AxeNode {
  target: unknown[];
  html?: string;
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Narrows a run: only the elements under `include` (a CSS selector), only the axe `rules` named. */
export interface AxeScope {
  include?: string;
  rules?: string[];
}

/**
 * Injects axe-core into the page and its frames (axe waits for an answer from every frame it
 * finds, so a frame without axe would stall the run) and runs the WCAG 2.x A/AA rules once
 * (or what `scope` narrows them to).
 */
export async function runAxe(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    const has = await frame.evaluate(() => 'axe' in window).catch(() => null);
    if (has === false) await frame.addScriptTag({ path: AXE_PATH });
  }
  return page.evaluate(
    async ({ tags, include, rules }) => {
      const { axe } = window as unknown as { axe: { run: (ctx: object, o: object) => Promise<{ violations: AxeViolation[] }> } };
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
      const result = await axe.run(include ? { include: [include] } : document, { runOnly, resultTypes: ['violations'] });
      // Only what the report needs crosses back to Node.
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        helpUrl: v.helpUrl,
        nodes: v.nodes.map((n) => ({ target: n.target, html: n.html?.slice(0, 200), failureSummary: n.failureSummary })),
      }));
    },
    { tags: WCAG_TAGS, include: scope.include, rules: scope.rules },
  );
}

/** A node's selector; a target inside a frame or shadow root is a path of selectors. */
const selector = (n: AxeNode): string => n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' >>> ');

/** One line per rule: `id [impact] help (n nodes): selector | selector | … (+k more)`. */
export function formatViolations(violations: readonly AxeViolation[], maxTargets = 6): string {
  return violations
    .map((v) => {
      const shown = v.nodes.slice(0, maxTargets).map(selector);
      const more = v.nodes.length > maxTargets ? ` (+${v.nodes.length - maxTargets} more)` : '';
      return `${v.id} [${v.impact}] ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}): ${shown.join(' | ')}${more}`;
    })
    .join('\n');
}

/** Splits the violations into those that fail the gate and those that are only reported. */
export function splitByImpact(violations: readonly AxeViolation[]): { blocking: AxeViolation[]; reported: AxeViolation[] } {
  return {
    blocking: violations.filter((v) => BLOCKING.has(v.impact ?? '')),
    reported: violations.filter((v) => !BLOCKING.has(v.impact ?? '')),
  };
}
