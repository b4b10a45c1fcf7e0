import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EarlyCall } from './first-answers';
import { seedQueries } from './seed-queries';

const call = (key: string, answer: unknown, settled?: unknown): EarlyCall => ({
  queryKey: ['api', key],
  answer: Promise.resolve(answer),
  settled,
  made: answer !== null,
});

/** A boot call whose answer has not come yet; `arrive` brings it. */
function pending(key: string, made: boolean): { call: EarlyCall; arrive: (v: unknown) => void } {
  let arrive: (v: unknown) => void = () => undefined;
  return {
    call: {
      queryKey: ['api', key],
      answer: new Promise((r) => {
        arrive = r;
      }),
      made,
    },
    arrive: (v) => arrive(v),
  };
}

/** A hook asking for the call's query while the boot's call is on its way gets the boot's answer, without asking. */
async function expectHookTakesBootAnswer(client: QueryClient, boot: ReturnType<typeof pending>): Promise<void> {
  let asked = 0;
  const hook = client.fetchQuery({
    queryKey: boot.call.queryKey,
    queryFn: () => {
      asked++;
      return { hook: true };
    },
  });
  boot.arrive({ boot: true });
  expect(await hook).toEqual({ boot: true });
  expect(asked).toBe(0);
}

describe("seedQueries: the boot's answers go into the app's query cache", () => {
  it('puts an answer that is in at once, and one that is not when it arrives', async () => {
    const client = new QueryClient();
    let arrive: (v: unknown) => void = () => undefined;
    const late: EarlyCall = {
      queryKey: ['api', 'late'],
      answer: new Promise((r) => {
        arrive = r;
      }),
      made: false,
    };
    seedQueries(client, [call('now', { a: 1 }, { a: 1 }), late]);
    expect(client.getQueryData(['api', 'now'])).toEqual({ a: 1 });
    expect(client.getQueryData(['api', 'late'])).toBeUndefined();
    arrive({ b: 2 });
    await late.answer;
    await Promise.resolve();
    expect(client.getQueryData(['api', 'late'])).toEqual({ b: 2 });
  });

  it("makes a call on its way the query's own fetch: a hook mounting meanwhile waits for it", async () => {
    const client = new QueryClient();
    const going = pending('going', true);
    seedQueries(client, [going.call]);
    expect(client.isFetching({ queryKey: ['api', 'going'] })).toBe(1);
    await expectHookTakesBootAnswer(client, going);
  });

  it("a call the boot makes later becomes the query's fetch the moment it is made", async () => {
    const client = new QueryClient();
    const later = pending('later', false);
    seedQueries(client, [later.call]);
    expect(client.isFetching({ queryKey: ['api', 'later'] })).toBe(0);
    later.call.made = true;
    later.call.onMade!();
    expect(client.isFetching({ queryKey: ['api', 'later'] })).toBe(1);
    await expectHookTakesBootAnswer(client, later);
  });

  it('leaves a call the boot did not make to the hooks, and keeps what the cache already has', async () => {
    const client = new QueryClient();
    client.setQueryData(['api', 'had'], { mine: true });
    seedQueries(client, [call('skipped', null, null), call('had', { boot: true }, { boot: true })]);
    await Promise.resolve();
    expect(client.getQueryState(['api', 'skipped'])).toBeUndefined();
    expect(client.getQueryData(['api', 'had'])).toEqual({ mine: true });
  });
});
