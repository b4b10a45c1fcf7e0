// Translation keys are typed from the English text (docs/shell.md, Translation keys): a `t('…')` key that is not in
// locales/en is a compile error, also with a default value (strictKeyChecks). String keys, not the
// selector API (enableSelector stays false). `ns:key` needs `ns` in useTranslation([…]); a key that
// comes from data goes through dataKey() (i18n-keys.ts). Other languages are checked against English
// by `meridian lint`. JSON imports type their values as `string`, so placeholders are not checked.
import type account from '../../locales/en/account.json';
import type auth from '../../locales/en/auth.json';
import type chart from '../../locales/en/chart.json';
import type chat from '../../locales/en/chat.json';
import type demo from '../../locales/en/demo.json';
import type dialogs from '../../locales/en/dialogs.json';
import type footer from '../../locales/en/footer.json';
import type header from '../../locales/en/header.json';
import type markets from '../../locales/en/markets.json';
import type notfound from '../../locales/en/notfound.json';
import type notifications from '../../locales/en/notifications.json';
import type prefs from '../../locales/en/prefs.json';
import type translation from '../../locales/en/translation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    strictKeyChecks: true;
    resources: {
      translation: typeof translation;
      account: typeof account;
      auth: typeof auth;
      chart: typeof chart;
      chat: typeof chat;
      demo: typeof demo;
      dialogs: typeof dialogs;
      footer: typeof footer;
      header: typeof header;
      markets: typeof markets;
      notfound: typeof notfound;
      notifications: typeof notifications;
      prefs: typeof prefs;
    };
  }
}
