import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findPersona } from 'virtual:meridian/personas';
import { shot, setupBrowser } from './browser';
import { quiet } from './quiet';

/**
 * The main navigation's row with the "More" menu (docs/shell.md Header, shell §2 "scroll arrows … when content
 * overflows", §9 breakpoint 992): at every desktop width the row holds as many top-level items as
 * fit, the rest are in More, and no width leaves the row empty while menus hide (issue 39, item 10).
 */
const b = setupBrowser();
const trader = { meridian_persona: 'trader', ...findPersona('trader')!.facts.cookies };

interface Row {
  /** Space between the row's last visible entry (an item or More) and the header's next control. */
  gap: number;
  shown: string[];
  hidden: { label: string; width: number }[];
  more: boolean;
}

/** The row as a person sees it, in reading order (RTL: the row grows leftwards). */
async function row(page: Page): Promise<Row> {
  await page.getByTestId('main-nav').waitFor();
  await quiet(page);
  return page.evaluate(() => {
    const nav = document.querySelector<HTMLElement>('[data-testid=main-nav]')!;
    const rtl = getComputedStyle(nav).direction === 'rtl';
    const lis = [...nav.querySelectorAll<HTMLElement>(':scope > ul > li')];
    const visible = (li: HTMLElement) => getComputedStyle(li).visibility !== 'hidden';
    const label = (li: HTMLElement) => (li.querySelector('[data-menu],[data-item]')?.textContent ?? '').trim();
    const items = lis.filter((li) => li.dataset.testid !== 'nav-more');
    const on = lis.filter(visible);
    const last = on.at(-1)?.getBoundingClientRect();
    const next = nav.nextElementSibling!.getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    const end = last ? (rtl ? last.left : last.right) : rtl ? navBox.right : navBox.left;
    return {
      gap: rtl ? end - next.right : next.left - end,
      shown: items.filter(visible).map(label),
      hidden: items.filter((li) => !visible(li)).map((li) => ({ label: label(li), width: li.getBoundingClientRect().width })),
      more: visible(lis.at(-1)!),
    };
  });
}

/** The titles of the More menu's groups and links, opened by keyboard. */
async function moreLabels(page: Page): Promise<string[]> {
  await page.locator('[data-menu=nav_overflow]').focus();
  await page.keyboard.press('Enter');
  const overflow = page.getByTestId('nav-overflow');
  await overflow.waitFor();
  // A group's title, or a lone link's title (its first line).
  return overflow.evaluate((el) =>
    [...el.querySelectorAll(':scope > .m-nav__overflow-group')].map((g) =>
      // The title's own text, without a badge ("Hot") beside it.
      (g.querySelector('.m-nav__overflow-title') ?? g.querySelector('.menu-item-title'))!.firstChild!.textContent!.trim(),
    ),
  );
}

const WIDTHS = [992, 1024, 1100, 1280, 1440];
const PAGES = [
  ['main', '/?site=main'],
  ['eu', '/?site=eu'],
  ['ar', '/ar/?site=main'],
] as const;

describe('main navigation: the row is filled at every desktop width, the rest in More', () => {
  for (const [site, path] of PAGES)
    for (const [who, cookies] of [
      ['visitor', { meridian_persona: 'visitor' }],
      ['trader', trader],
    ] as const)
      it(`${site}, ${who}: 992–1440 px`, async () => {
        const { page } = await b.open(path, { cookies, width: WIDTHS[0] });
        if (who === 'trader') await page.locator('header [data-menu=profile_menu]').waitFor();
        else await page.locator('header [data-item=login]').waitFor();
        // Every width is checked before the test fails, so one run shows the whole range.
        const problems: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          const r = await row(page);
          const where = `${site} ${who} ${width} px`;
          if (width === 992) await shot(page, `nav-fill-${site}-${who}-992`);
          if (!r.shown.length) problems.push(`${where}: no item in the row, only More`);
          if (r.more !== r.hidden.length > 0) problems.push(`${where}: More shows ${r.more} with ${r.hidden.length} hidden`);
          if (!r.hidden.length) continue;
          // The next hidden item would not have fitted in the space left.
          const next = r.hidden[0]!;
          if (r.gap >= next.width)
            problems.push(`${where}: ${Math.round(r.gap)} px empty while "${next.label}" (${Math.round(next.width)} px) is in More`);
          const inMore = await moreLabels(page);
          if (JSON.stringify(inMore) !== JSON.stringify(r.hidden.map((h) => h.label)))
            problems.push(`${where}: More holds ${JSON.stringify(inMore)}, hidden are ${JSON.stringify(r.hidden.map((h) => h.label))}`);
          await page.keyboard.press('Escape');
        }
        expect(problems).toEqual([]);
      });
});
