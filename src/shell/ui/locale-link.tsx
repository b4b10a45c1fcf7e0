import { useCallback } from 'react';
import { useDecision } from '../../decision/decision-store';
import { withPrefix } from '../../lib/locale-path';
import { Link as RouterLink, type LinkProps } from '../../lib/router/router';

/** The language prefix of the page being shown (`''` for the site's default language, else `/de`). */
export function useLocalePrefix(): string {
  return useDecision((d) => d.locale.prefix);
}

/** A function that puts the page's language prefix before a site path (URLs pass unchanged). */
export function useLocalePath(): (path: string) => string {
  const prefix = useLocalePrefix();
  return useCallback((path: string) => withPrefix(prefix, path), [prefix]);
}

/** A router link to a site path under the page's language prefix (`to` is the path without it). */
export function LocaleLink({ to, ...rest }: Omit<LinkProps, 'to'> & { to: string }) {
  const localePath = useLocalePath();
  return <RouterLink to={localePath(to)} {...rest} />;
}
