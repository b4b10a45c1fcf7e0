import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Cookies from 'js-cookie';
import { useTranslation } from 'react-i18next';
import { browserStorage, forgetAnswers } from '../decision/remembered-answers';
import { findPersona, personas } from 'virtual:meridian/personas';
import { useDecision } from '../decision/decision-store';
import { localizedPath } from '../shell/prefs/language-menu.utils';
import { SITE_COOKIE } from './site-selection';
import { useLocalePrefix } from '../shell/ui/locale-link';
import type { LiveRulesStatus } from './live-rules';

export const PERSONA_COOKIE = 'meridian_persona';

/** Choosing a persona is the demo's way of logging in as it: its session cookies are written too. */
export function applyPersona(id: string): void {
  for (const name of ['uid', 'nickname']) Cookies.remove(name, { path: '/' });
  Cookies.set(PERSONA_COOKIE, id, { path: '/', sameSite: 'lax' });
  // Another visitor: what the last one's answers were must not paint first.
  forgetAnswers(browserStorage());
  for (const [name, value] of Object.entries(findPersona(id)?.facts.cookies ?? {}))
    Cookies.set(name, value, { path: '/', sameSite: 'lax' });
}

/** Demo only (loaded by demo-toolbar.tsx after the page is interactive): switch the regional site and the visitor persona the embedded backend answers as. */
export function DemoToolbarPanel({ sites, rules }: { sites: { key: string; name: string; id: number }[]; rules: LiveRulesStatus | null }) {
  const { t } = useTranslation();
  const site = useDecision((d) => d.site.key);
  const persona = Cookies.get(PERSONA_COOKIE) ?? 'visitor';
  // Another site has other languages: the page reloads under its default one (no prefix).
  const prefix = useLocalePrefix();
  const reload = () => window.location.assign(localizedPath(window.location.pathname, prefix, ''));
  return (
    <Box
      role="region"
      aria-label={t('app.demo.label')}
      data-testid="demo-toolbar"
      sx={{
        position: 'fixed',
        insetInlineStart: 12,
        bottom: 12,
        zIndex: 1300,
        display: 'flex',
        gap: 1,
        p: 1,
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 6,
        opacity: 0.96,
      }}
    >
      <TextField
        select
        size="small"
        label={t('app.demo.site')}
        value={site}
        sx={{ minWidth: 150 }}
        onChange={(e) => {
          Cookies.set(SITE_COOKIE, e.target.value, { path: '/', sameSite: 'lax' });
          reload();
        }}
        slotProps={{ htmlInput: { 'data-testid': 'demo-site' } }}
      >
        {sites.map((s) => (
          <MenuItem key={s.key} value={s.key}>
            {s.name} ({s.id})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('app.demo.persona')}
        value={persona}
        sx={{ minWidth: 220 }}
        onChange={(e) => {
          applyPersona(e.target.value);
          window.location.reload();
        }}
        slotProps={{ htmlInput: { 'data-testid': 'demo-persona' } }}
      >
        {personas.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      {rules ? (
        <Box
          data-testid="demo-rules"
          data-version={rules.version}
          data-outcome={rules.outcome ?? ''}
          data-refusal={rules.refusal ?? ''}
          title={rules.detail ?? undefined}
          sx={{ alignSelf: 'center', fontSize: 12, maxWidth: 220, color: 'text.secondary' }}
        >
          {rules.version > 0 && rules.revision
            ? t('app.demo.rulesVersion', { version: rules.version, revision: rules.revision })
            : t('app.demo.rulesBuiltIn')}
          {rules.outcome === 'refused' ? ` · ${t('app.demo.rulesRefused', { code: rules.refusal })}` : ''}
          {rules.outcome === 'failed' ? ` · ${t('app.demo.rulesFailed')}` : ''}
        </Box>
      ) : null}
    </Box>
  );
}
