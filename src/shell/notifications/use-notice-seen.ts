import { useCallback, useState } from 'react';
import { localStore } from '../../lib/storage';

/** localStorage key of the newest send time (seconds) the user has seen in the bell. */
export const REMINDER_SEEN_KEY = 'meridian_reminder_seen';

function readSeen(): number {
  const value = Number(localStore.getItem(REMINDER_SEEN_KEY));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The unread mark: messages sent after it count as unread. No unread-count call is specified, so
 * the mark is kept in this browser; storage that refuses it keeps the mark for the page's life.
 */
export function useNoticeSeen(): [number, (sendTimest: number) => void] {
  const [seen, setSeen] = useState(readSeen);
  const mark = useCallback((sendTimest: number) => {
    setSeen((old) => {
      if (sendTimest <= old) return old;
      localStore.setItem(REMINDER_SEEN_KEY, String(sendTimest));
      return sendTimest;
    });
  }, []);
  return [seen, mark];
}
