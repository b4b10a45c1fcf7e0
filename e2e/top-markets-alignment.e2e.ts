import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shot, setupBrowser } from './browser';

/**
 * The home page's top markets in both directions (issue 39, item 12): every column header sits
 * over its values. A cell's box is the column's box whatever its alignment, so what is compared is
 * where the content is drawn: the union of its text and image boxes.
 */
const b = setupBrowser();
/** Rounding of text boxes; a misplaced header is a whole column width away. */
const TOLERANCE = 3;

interface Edges {
  left: number;
  right: number;
}

/** For each column, the drawn edges of the header's content and of each row's cell content. */
function columnEdges(page: Page): Promise<{ head: Edges[]; rows: Edges[][] }> {
  return page.evaluate(() => {
    const inked = (cell: Element): { left: number; right: number } => {
      let left = Infinity;
      let right = -Infinity;
      const add = (r: DOMRect) => {
        if (r.width === 0 && r.height === 0) return;
        left = Math.min(left, r.left);
        right = Math.max(right, r.right);
      };
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n.nodeType === Node.TEXT_NODE) {
          if (!n.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) add(r);
        } else if (n instanceof HTMLImageElement || n instanceof SVGSVGElement) add(n.getBoundingClientRect());
      }
      return { left, right };
    };
    const table = document.querySelector('[data-testid=top-markets] table')!;
    const head = [...table.querySelectorAll('thead th')].map(inked);
    const rows = [...table.querySelectorAll('tbody tr[data-pair]')].map((tr) => [...tr.children].map(inked));
    return { head, rows };
  });
}

/** Each column's values share one edge (left or right) with its header. */
async function expectAligned(page: Page): Promise<void> {
  await page.locator('[data-testid=top-markets][data-state=ready]').waitFor();
  const { head, rows } = await columnEdges(page);
  expect(head.length).toBe(3);
  expect(rows.length).toBeGreaterThan(0);
  for (const [col, h] of head.entries()) {
    const cells = rows.map((r) => r[col]!);
    const byLeft = cells.every((c) => Math.abs(c.left - h.left) <= TOLERANCE);
    const byRight = cells.every((c) => Math.abs(c.right - h.right) <= TOLERANCE);
    expect({ col, head: h, cells, aligned: byLeft || byRight }).toMatchObject({ aligned: true });
  }
}

describe('top markets: headers over their values (issue 39, item 12)', () => {
  it('in Arabic (RTL), at 1440 and 390 px', async () => {
    const { page, errors } = await b.open('/ar?site=main');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectAligned(page);
    await page.getByTestId('top-markets').scrollIntoViewIfNeeded();
    await shot(page, 'top-markets-ar-1440');
    const phone = await b.open('/ar?site=main', { width: 390, height: 844, mobile: true });
    await expectAligned(phone.page);
    await phone.page.getByTestId('top-markets').scrollIntoViewIfNeeded();
    await shot(phone.page, 'top-markets-ar-390');
    expect([...errors, ...phone.errors]).toEqual([]);
  });

  it('in English (LTR), at 1440 px', async () => {
    const { page, errors } = await b.open('/?site=main');
    await expectAligned(page);
    expect(errors).toEqual([]);
  });
});
