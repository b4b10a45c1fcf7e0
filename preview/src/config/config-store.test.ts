import { describe, expect, it } from 'vitest';
import { readSources } from '../../../src/config/node/read-sources';
import { inlineCompiler, type ConfigCompiler } from './compiler';
import { createConfigStore, type ConfigStore } from './config-store';

const sources = readSources(process.cwd());
const header = sources.find((s) => s.file === 'rules/header.yaml')!;
const settled = (store: ConfigStore) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!store.getState().compiling) {
        unsub();
        resolve();
      }
    };
    const unsub = store.subscribe(check);
    check();
  });

describe('the previewed configuration', () => {
  it('compiles the bundled files, then keeps the last valid config through an invalid edit', async () => {
    const store = createConfigStore(inlineCompiler, sources);
    await settled(store);
    const base = store.getState().config!;
    expect(base).not.toBeNull();
    expect(store.getState().base).toBe(base);

    const hidden = header.text.replace('then: { hide: [login, signup] }', 'then: { hide: [login, signup, notification] }');
    expect(hidden).not.toBe(header.text);
    store.getState().edit(header.file, hidden);
    await settled(store);
    const edited = store.getState().config!;
    expect(edited.hash).not.toBe(base.hash);
    expect(edited.rules['header-logged-in']!.then.hide).toEqual(['login', 'signup', 'notification']);

    store.getState().edit(header.file, `${hidden}\n  - id: [broken\n`);
    await settled(store);
    expect(store.getState().config).toBe(edited);
    expect(store.getState().errors[0]).toMatchObject({ file: 'rules/header.yaml', check: 'yaml' });

    store.getState().revert(header.file);
    await settled(store);
    expect(store.getState().edits).toEqual({});
    expect(store.getState().config!.hash).toBe(base.hash);
    expect(store.getState().errors).toEqual([]);
  });

  it('reports a semantic error at its line and keeps the edit that caused it', async () => {
    const store = createConfigStore(inlineCompiler, sources);
    await settled(store);
    const text = header.text.replace('then: { hide: [login, signup] }', 'then: { hide: [login_sigup] }');
    store.getState().edit(header.file, text);
    await settled(store);
    const line = text.split('\n').findIndex((l) => l.includes('login_sigup')) + 1;
    expect(store.getState().errors).toEqual([
      expect.objectContaining({ file: 'rules/header.yaml', line, message: expect.stringContaining('did you mean "login_signup"') }),
    ]);
    expect(store.getState().edits[header.file]).toBe(text);
  });

  it('compiles only the latest text after edits made during a compile', async () => {
    const seen: string[] = [];
    const spy: ConfigCompiler = {
      compile: (s) => {
        seen.push(s.find((x) => x.file === header.file)!.text.slice(-3));
        return inlineCompiler.compile(s);
      },
    };
    const store = createConfigStore(spy, sources, { [header.file]: `${header.text}#1\n` });
    store.getState().edit(header.file, `${header.text}#2\n`);
    store.getState().edit(header.file, `${header.text}#3\n`);
    await settled(store);
    await new Promise((r) => setTimeout(r, 0));
    await settled(store);
    expect(seen.at(-1)).toBe('#3\n');
    expect(seen.length).toBeLessThanOrEqual(3);
  });

  it('shows an alias bomb typed into the editor as a located error, and keeps the last valid config', async () => {
    // Issue 21 item 9: yaml's toJS threw a ReferenceError out of the compile (a rejected promise here,
    // an error without a place in the worker); the bomb is now refused at the alias that passes the limit.
    const store = createConfigStore(inlineCompiler, sources);
    await settled(store);
    const before = store.getState().config;
    const bomb = [
      'a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]',
      ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(', ')}]`),
    ].join('\n');
    store.getState().edit(header.file, `${bomb}\n`);
    await settled(store);
    expect(store.getState().config).toBe(before);
    expect(store.getState().errors).toEqual([
      expect.objectContaining({
        file: 'rules/header.yaml',
        line: 5,
        check: 'yaml',
        message: expect.stringMatching(/^alias \*d makes the file/),
      }),
    ]);
  });
});
