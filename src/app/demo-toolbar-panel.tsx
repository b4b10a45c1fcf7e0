import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Cookies from 'js-cookie';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, forgetAnswers } from '../decision/remembered-answers';
import { findPersona, personas } from 'virtual:meridian/personas';
import { useDecision } from '../decision/decision-store';
import { localizedPath } from '../shell/prefs/language-menu.utils';
import { SITE_COOKIE } from './site-selection';
import { useLocalePrefix } from '../shell/ui/locale-link';
import { useFocusClear } from '../shell/ui/use-focus-clear';
import { FOCUSED_FLOAT_LAYER, useFocusWithin } from '../shell/ui/use-focus-within';
import type { LiveRulesStatus } from './live-rules';

export const PERSONA_COOKIE = 'meridian_persona';
/** `collapsed` while the visitor keeps the toolbar folded away (this browser, every page and site). */
export const TOOLBAR_STATE_KEY = 'meridian-demo-toolbar:v1';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(TOOLBAR_STATE_KEY) === 'collapsed';
  } catch {
    return false;
  }
}

function writeCollapsed(collapsed: boolean): void {
  try {
    if (collapsed) window.localStorage.setItem(TOOLBAR_STATE_KEY, 'collapsed');
    else window.localStorage.removeItem(TOOLBAR_STATE_KEY);
  } catch {
    // Storage refused: the toolbar still folds, for this page only.
  }
}

/**
 * The toolbar and its handle: above the header (1100), the chat (1150) and the compliance float
 * (1200), below MUI's modal layer (1300), where dialogs and the phone drawer sit: they cover the
 * toolbar, never the reverse.
 */
const TOOLBAR_LAYER = 1250;

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
  const { t } = useTranslation('demo');
  const site = useDecision((d) => d.site.key);
  const persona = Cookies.get(PERSONA_COOKIE) ?? 'visitor';
  // Another site has other languages: the page reloads under its default one (no prefix).
  const prefix = useLocalePrefix();
  const reload = () => window.location.assign(localizedPath(window.location.pathname, prefix, ''));
  // Personas are data (scenarios/personas.yaml); their labels are translated by id, the YAML's English as the fallback.
  const personaLabel = (id: string, label: string): string => t(`personas.${id}` as never, { defaultValue: label }) as string;
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const focusAfter = useRef(false);
  // Open, the toolbar floats over the page's bottom corner: a control of the page focused under it scrolls clear.
  const region = useRef<HTMLDivElement>(null);
  useFocusClear(region, !collapsed);
  const own = useFocusWithin();
  const toggle = (next: boolean) => {
    writeCollapsed(next);
    focusAfter.current = true;
    setCollapsed(next);
  };
  // Keyboard users keep their place: focus moves to the control that undoes what they just did.
  const focusIfToggled = (el: HTMLButtonElement | null) => {
    if (el && focusAfter.current) {
      focusAfter.current = false;
      el.focus();
    }
  };
  if (collapsed)
    return (
      // Folded: a slim tab in the page's inline-start gutter, where no control of the page sits.
      <Box
        component="button"
        type="button"
        ref={focusIfToggled}
        data-testid="demo-toolbar-handle"
        aria-expanded={false}
        aria-label={t('expand')}
        title={t('expand')}
        onClick={() => toggle(false)}
        sx={{
          position: 'fixed',
          insetInlineStart: 0,
          bottom: 120,
          zIndex: TOOLBAR_LAYER,
          width: 12,
          height: 56,
          p: 0,
          border: 0,
          borderStartEndRadius: 6,
          borderEndEndRadius: 6,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          cursor: 'pointer',
          opacity: 0.85,
          '&:hover, &:focus-visible': { opacity: 1, width: 16 },
        }}
      />
    );
  return (
    <Box
      ref={region}
      {...own.handlers}
      role="region"
      aria-label={t('label')}
      data-testid="demo-toolbar"
      sx={{
        position: 'fixed',
        insetInlineStart: 8,
        bottom: 8,
        zIndex: own.within ? FOCUSED_FLOAT_LAYER : TOOLBAR_LAYER,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1,
        // Never wider than the screen (390 px, RTL): the selects shrink and wrap instead.
        maxWidth: 'calc(100vw - 16px)',
        boxSizing: 'border-box',
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 6,
        opacity: 0.96,
      }}
    >
      <IconButton
        size="small"
        ref={focusIfToggled}
        data-testid="demo-toolbar-collapse"
        aria-expanded
        aria-label={t('collapse')}
        title={t('collapse')}
        onClick={() => toggle(true)}
        sx={{ order: -1, fontSize: 18, lineHeight: 1, width: 28, height: 28 }}
      >
        <span aria-hidden="true">{'\u2039'}</span>
      </IconButton>
      <TextField
        select
        size="small"
        label={t('site')}
        value={site}
        sx={{ flex: '1 1 140px', minWidth: 0, maxWidth: 220 }}
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
        label={t('persona')}
        value={persona}
        sx={{ flex: '1 1 180px', minWidth: 0, maxWidth: 320 }}
        onChange={(e) => {
          applyPersona(e.target.value);
          window.location.reload();
        }}
        slotProps={{ htmlInput: { 'data-testid': 'demo-persona' } }}
      >
        {personas.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {personaLabel(p.id, p.label)}
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
            ? t('rulesVersion', { version: rules.version, revision: rules.revision })
            : t('rulesBuiltIn')}
          {rules.outcome === 'refused' ? ` · ${t('rulesRefused', { code: rules.refusal })}` : ''}
          {rules.outcome === 'failed' ? ` · ${t('rulesFailed')}` : ''}
        </Box>
      ) : null}
    </Box>
  );
}
