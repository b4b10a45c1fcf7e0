import { SiteFooter } from '../shell/footer/site-footer';
import { FiatMenu } from '../shell/prefs/fiat-menu';
import { LanguageMenu } from '../shell/prefs/language-menu';

/**
 * The footer with the preference pickers it shows (language; fiat on mobile, whose pick reloads the
 * page: shell §4). Inline disclosures: the footer ends the page, so a popover would hang below it.
 */
export function ComposedFooter() {
  return <SiteFooter language={<LanguageMenu variant="inline" />} fiat={<FiatMenu variant="inline" reloadOnPick />} />;
}
