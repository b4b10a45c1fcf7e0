import { useCallback, useState } from 'react';

/** localStorage key of the newest send time (seconds) the user has seen in the bell. */
export const REMINDER_SEEN_KEY = 'meridian_reminder_seen';

function readSeen(): number {
  try {
    const value = Number(window.localStorage.getItem(REMINDER_SEEN_KEY));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
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
      try {
        window.localStorage.setItem(REMINDER_SEEN_KEY, String(sendTimest));
      } catch {
        // kept in memory only
      }
      return sendTimest;
    });
  }, []);
  return [seen, mark];
}
