import { useCallback, useContext, useMemo } from 'react';
import { I18nContext } from 'react-i18next';
import type { Decision } from '../generated/schema-types';
import { languageReady, switchIfLoaded } from '../lib/i18n';

/** The longest a Decision in a new language waits for its text before it is shown with the old words. */
export const LANGUAGE_WAIT_MS = 800;

/**
 * The DecisionProvider's `readiness` and `onDecided` for the UI language: a Decision in another
 * language waits (at most LANGUAGE_WAIT_MS) for that language's text and switches it in the same
 * task as it is published, so the page renders once, in the new language, instead of new links
 * with the old words and then the words. Reads the i18n instance from context, not useTranslation:
 * the caller does not re-render on a switch.
 */
export function useLanguageWithDecision(waitMs = LANGUAGE_WAIT_MS): {
  readiness: (d: Decision) => Promise<void> | undefined;
  onDecided: (d: Decision) => void;
} {
  const { i18n } = useContext(I18nContext);
  const readiness = useCallback((d: Decision) => languageReady(i18n, d.locale.tag, waitMs), [i18n, waitMs]);
  const onDecided = useCallback(
    (d: Decision) => {
      switchIfLoaded(i18n, d.locale.tag);
    },
    [i18n],
  );
  return useMemo(() => ({ readiness, onDecided }), [readiness, onDecided]);
}
