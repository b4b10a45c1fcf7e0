import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECLARED_NOTICE_VIEW, dialogViewName, FEATURE_VIEWS, FOREIGN_DIALOG_VIEWS, hasDialogView, idsItemsRender } from './view-registry';

/** The site's sources (not tests, not the tools for the CLI and the preview): what the build renders with. */
function siteSources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) siteSources(path, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

const SITE = ['src/shell', 'src/app', 'src/engine', 'src/boot'].flatMap((d) => siteSources(d));

describe('the view registry', () => {
  it("lists exactly the feature ids the site's code reads from Decision.hidden", () => {
    const read = new Set<string>();
    for (const file of SITE)
      for (const m of readFileSync(file, 'utf8').matchAll(/hidden\.(?:includes|has)\('([a-z][a-z0-9_]*)'\)/g)) read.add(m[1]!);
    expect([...FEATURE_VIEWS].sort()).toEqual([...read].sort());
  });

  it('a dialog another feature renders is named by that feature', () => {
    for (const id of FOREIGN_DIALOG_VIEWS)
      expect(
        SITE.some((f) => readFileSync(f, 'utf8').includes(`'${id}'`)),
        id,
      ).toBe(true);
  });

  it('a declared notice has the generic view, whatever its id; a vocabulary names that view for it', () => {
    expect(hasDialogView({ id: 'mica_notice' })).toBe(false);
    expect(hasDialogView({ id: 'mica_notice', notice: { title: { en: 'MiCA' } } })).toBe(true);
    expect(hasDialogView({ id: 'uk_limit' })).toBe(true);
    expect(hasDialogView({ id: 'turkish_language' })).toBe(true);
    expect(dialogViewName({ id: 'mica_notice', notice: {} })).toBe(DECLARED_NOTICE_VIEW);
    expect(dialogViewName({ id: 'uk_limit' })).toBe('uk_limit');
  });

  it('link items render their ids, flags and product codes, children and footer columns included', () => {
    const item = (id: string, hiddenBy: string[], more = {}) => ({ id, title: id, hiddenBy, ...more });
    const ids = idsItemsRender({
      navigation: [item('trade', ['trade'], { hrefHiddenBy: ['spot_trade'], children: [item('futures', ['futures', 'derivatives'])] })],
      footers: { global: { columns: [{ id: 'c', title: 'c', links: [item('nft_link', ['nft_link', 'nft'])] }] } },
    });
    expect([...ids].sort()).toEqual(['derivatives', 'futures', 'nft', 'nft_link', 'spot_trade', 'trade']);
  });
});
