import type { QueryClient } from '@tanstack/react-query';
import type { EarlyCall } from './first-answers';

/**
 * Puts the answers the boot asked for (first-answers.ts) into the app's query cache, so its hooks
 * start from them instead of asking again: an answer that is in at once; a call on its way as the
 * query's own fetch (a hook that mounts meanwhile waits for it); a call not yet made likewise, from
 * the moment it is made. A call the boot did not make (null) is left to the hooks; an answer the cache already has
 * (a hook was quicker) is kept.
 */
export function seedQueries(client: QueryClient, calls: readonly EarlyCall[]): void {
  for (const call of calls) {
    const put = (answer: unknown) => {
      if (answer === null || answer === undefined || client.getQueryData(call.queryKey) !== undefined) return;
      client.setQueryData(call.queryKey, answer);
    };
    const wait = () => void client.prefetchQuery({ queryKey: call.queryKey, queryFn: () => call.answer });
    if (call.settled !== undefined) put(call.settled);
    else if (call.made) wait();
    else {
      // Not asked yet: when the boot asks, the cache waits for that call, so a hook enabled by the
      // same answer (the user info by the common data) does not ask a second time.
      call.onMade = wait;
      void call.answer.then(put);
    }
  }
}
