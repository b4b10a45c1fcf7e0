// Component tests render parts directly, without the lazy boundary that fetches their English text
// first (src/lib/i18n-later.ts): every i18n instance the tests create starts with all of it.
import { LATER_NAMESPACES, loadNamespaces } from '../lib/i18n-later';

await loadNamespaces(LATER_NAMESPACES);
