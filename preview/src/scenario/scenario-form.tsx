import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useMemo, type ReactNode } from 'react';
import type { CompiledConfig } from '../../../src/rules-model/compiled-types';
import { defaultWidth, findSite } from '../../../src/engine/normalize-facts';
import { personas } from 'virtual:meridian/personas';
import { BoolFact, fieldText, KeyValueFact, ListFact, SelectField, TextFact, type Commit } from './form-fields';
import { DEVICE_PRESETS, getFact, setFact, withPersona, type Scenario } from './scenario';

export type ScenarioChange = (next: Scenario, mode?: 'push' | 'replace') => void;

const LIMIT_FLAGS = [
  'is_uk_limit',
  'is_nl_limit',
  'is_italy_limit',
  'is_uzbekistan_toast',
  'is_blocked_country',
  'is_ip_limit',
  'is_tr',
  'brazil_toast',
  'ltw_toast',
  'limit_country_toast',
  'is_show_compliance_tips',
];
const TOAST_FLAGS = ['is_hk_user', 'is_withdraw_only_user'];
const KYC_FLAGS = ['show_kyc_upgrade_notice', 'is_risk_user'];
const VERIFIED = [
  ['', '(absent: level 0)'],
  ['0', '0 · level 0'],
  ['5', '5 · level 0.5'],
  ['2', '2 · level 1'],
  ['1', '1 · level 2'],
  ['4', '4 · level 3'],
  ['3', '3 · company'],
] as const;
const USER_STATUS = ['', 'LIMIT_VISITOR', 'LIMIT_LOW_KYC_USER', 'LIMIT_HIGH_KYC_USER', 'NON_LIMIT_HIGH_KYC_USER'];
/** Where the compliance answer came from (compliance §8: a failed check uses the last known answer, else the empty fallback). */
const COMPLIANCE_SOURCES = [
  ['', '(absent: live)'],
  ['live', 'live · the check answered'],
  ['remembered', 'remembered · last known answer'],
  ['fallback', 'fallback · check failed, nothing known'],
] as const;

function Group({ title, children, open = false }: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <Box
      component="details"
      open={open}
      sx={{ borderTop: 1, borderColor: 'divider', py: 0.75, '& > summary': { cursor: 'pointer', fontWeight: 700, fontSize: 14 } }}
    >
      <summary>{title}</summary>
      <Box sx={{ display: 'grid', gap: 1.25, pt: 1.25 }}>{children}</Box>
    </Box>
  );
}

/** Experiment names the rules read (`experiments.X`). */
function experimentNames(config: CompiledConfig): string[] {
  const names = new Set<string>();
  const walk = (c: unknown) => {
    if (!c || typeof c !== 'object') return;
    const o = c as Record<string, unknown>;
    if (o.fact === 'experiments' && typeof o.path === 'string') names.add(o.path);
    if (typeof o.fact === 'string' && o.fact.startsWith('experiments.')) names.add(o.fact.slice(12));
    Object.values(o).forEach(walk);
  };
  Object.values(config.sites).forEach((s) => s.rules.forEach((r) => walk(r.conditions)));
  return [...names].sort();
}

/** The common facts as a form; anything else through the raw editor beside it. */
export function ScenarioForm({
  config,
  scenario,
  onChange,
  prefix = 'a',
}: {
  config: CompiledConfig;
  scenario: Scenario;
  onChange: ScenarioChange;
  prefix?: string;
}) {
  const { facts } = scenario;
  const site = useMemo(() => {
    try {
      return findSite(config, facts.site);
    } catch {
      return null;
    }
  }, [config, facts.site]);
  const languages = useMemo(() => [...new Set(Object.values(config.sites).flatMap((s) => s.languages))].sort(), [config]);
  const experiments = useMemo(() => experimentNames(config), [config]);
  const storageKeys = useMemo(() => config.stored.filter((s) => s.in === 'storage' && s.key).map((s) => s.key!), [config]);
  const cookieKeys = useMemo(() => config.stored.filter((s) => s.in === 'cookie' && s.key).map((s) => s.key!), [config]);
  const fact = (...path: string[]) => getFact(facts, path);
  const commit =
    (...path: string[]): Commit =>
    (value, mode = 'push') =>
      onChange({ ...scenario, persona: scenario.persona, facts: setFact(facts, path, value) }, mode);
  const tid = (s: string) => `${prefix}-${s}`;
  // A link without a width is decided at the engine's default for the device: the form shows that width.
  const width = facts.device?.width ?? defaultWidth(facts.device?.isPhone);
  const device = DEVICE_PRESETS.find((d) => d.width === width && d.isPhone === (facts.device?.isPhone ?? false));
  return (
    <Box sx={{ display: 'grid', gap: 1.25 }} data-testid={tid('form')}>
      <SelectField
        label="Site"
        value={site?.key ?? String(facts.site ?? 'main')}
        testId={tid('site')}
        onChange={(v) => commit('site')(v)}
        options={Object.values(config.sites)
          .sort((x, y) => x.id - y.id)
          .map((s) => ({ value: s.key, label: `${s.name} · ${s.key} (${s.id})` }))}
      />
      <SelectField
        label="Persona preset"
        value={scenario.persona}
        testId={tid('persona')}
        onChange={(v) => {
          const p = personas.find((x) => x.id === v);
          if (p) onChange(withPersona(scenario, p));
        }}
        options={[
          ...(personas.some((p) => p.id === scenario.persona) ? [] : [{ value: scenario.persona, label: `${scenario.persona} (edited)` }]),
          ...personas.map((p) => ({ value: p.id, label: p.label })),
        ]}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <SelectField
          label="Language"
          value={facts.locale ?? site?.defaultLang ?? 'en'}
          testId={tid('locale')}
          onChange={(v) => commit('locale')(v)}
          options={languages.map((l) => ({ value: l, label: site?.languages.includes(l) ? l : `${l} (not offered)` }))}
        />
        <TextFact
          label="Path"
          value={facts.path ?? '/'}
          testId={tid('path')}
          onCommit={(v, m) => {
            if (typeof v === 'string' && v.startsWith('/')) commit('path')(v, m);
          }}
        />
      </Box>
      <Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device?.id ?? null}
          aria-label="Device"
          onChange={(_, id: string | null) => {
            const d = DEVICE_PRESETS.find((x) => x.id === id);
            if (d) commit('device')({ ...facts.device, isPhone: d.isPhone, width: d.width });
          }}
        >
          {DEVICE_PRESETS.map((d) => (
            <ToggleButton key={d.id} value={d.id} data-testid={tid(`device-${d.id}`)}>
              {d.label} {d.width}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, mt: 1, alignItems: 'center' }}>
          <TextFact
            number
            label={facts.device?.width === undefined ? 'Width (any) · default' : 'Width (any)'}
            value={width}
            testId={tid('width')}
            onCommit={(v, m) => {
              if (v === undefined || (typeof v === 'number' && v >= 200 && v <= 3840)) commit('device', 'width')(v, m);
            }}
          />
          <BoolFact label="Phone" value={facts.device?.isPhone} onCommit={commit('device', 'isPhone')} />
        </Box>
      </Box>
      <Group title="Login and user" open>
        <BoolFact
          label="Logged in (user.isLogin)"
          value={fact('user', 'isLogin')}
          onCommit={commit('user', 'isLogin')}
          testId={tid('isLogin')}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <TextFact number label="uid" value={fact('user', 'uid')} onCommit={commit('user', 'uid')} />
          <TextFact label="nickname" value={fact('user', 'nickname')} onCommit={commit('user', 'nickname')} />
          <SelectField
            label="KYC (verified)"
            value={fieldText(fact('user', 'verified'))}
            onChange={(v) => commit('user', 'verified')(v || undefined)}
            options={VERIFIED.map(([value, label]) => ({ value, label }))}
          />
          <TextFact number label="VIP tier_level" value={fact('user', 'tier_level')} onCommit={commit('user', 'tier_level')} />
          <TextFact number label="safe_level" value={fact('user', 'safe_level')} onCommit={commit('user', 'safe_level')} />
          <TextFact number label="country" value={fact('user', 'country')} onCommit={commit('user', 'country')} />
        </Box>
        <BoolFact label="Sub-account" value={fact('user', 'is_sub_account')} onCommit={commit('user', 'is_sub_account')} />
        <BoolFact label="white_list_show" value={fact('user', 'white_list_show')} onCommit={commit('user', 'white_list_show')} />
      </Group>
      <Group title="Compliance answer">
        <ListFact
          label="Blocked products (menu)"
          value={fact('compliance', 'menu')}
          onCommit={commit('compliance', 'menu')}
          testId={tid('menu')}
        />
        <ListFact label="Business codes" value={fact('compliance', 'business')} onCommit={commit('compliance', 'business')} />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <TextFact
            label="limit_country"
            value={fact('compliance', 'limit', 'limit_country')}
            onCommit={commit('compliance', 'limit', 'limit_country')}
          />
          <SelectField
            label="regional_site"
            value={fieldText(fact('compliance', 'limit', 'regional_site'))}
            onChange={(v) => commit('compliance', 'limit', 'regional_site')(v || undefined)}
            options={[
              { value: '', label: '(absent)' },
              ...Object.keys(config.sites)
                .sort()
                .map((k) => ({ value: k, label: k })),
            ]}
          />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
          {LIMIT_FLAGS.map((f) => (
            <BoolFact
              key={f}
              label={f}
              value={fact('compliance', 'limit', f)}
              onCommit={commit('compliance', 'limit', f)}
              testId={tid(f)}
            />
          ))}
          {TOAST_FLAGS.map((f) => (
            <BoolFact key={f} label={f} value={fact('compliance', 'toast', f)} onCommit={commit('compliance', 'toast', f)} />
          ))}
          {KYC_FLAGS.map((f) => (
            <BoolFact
              key={f}
              label={f}
              value={fact('compliance', 'toast', 'kyc_toast', f)}
              onCommit={commit('compliance', 'toast', 'kyc_toast', f)}
            />
          ))}
        </Box>
        <SelectField
          label="limit_country_user_status"
          value={fieldText(fact('compliance', 'toast', 'limit_country_user_status'))}
          onChange={(v) => commit('compliance', 'toast', 'limit_country_user_status')(v || undefined)}
          options={USER_STATUS.map((s) => ({ value: s, label: s || '(absent)' }))}
        />
        <SelectField
          label="Answer source (compliance.source)"
          value={fieldText(fact('compliance', 'source'))}
          testId={tid('compliance-source')}
          onChange={(v) => commit('compliance', 'source')(v || undefined)}
          options={COMPLIANCE_SOURCES.map(([value, label]) => ({ value, label }))}
        />
      </Group>
      <Group title="Account mode and experiments">
        <SelectField
          label="Account mode"
          value={fieldText(fact('account', 'mode'), 'classic')}
          onChange={(v) => commit('account', 'mode')(v === 'classic' ? undefined : v)}
          options={['classic', 'portfolio', 'single_currency', 'multi_currency'].map((m) => ({ value: m, label: m }))}
        />
        {experiments.map((x) => (
          <BoolFact key={x} label={`experiment ${x}`} value={fact('experiments', x)} onCommit={commit('experiments', x)} />
        ))}
      </Group>
      <Group title="Cookies, storage and query">
        <KeyValueFact label="Cookies" value={facts.cookies} onCommit={commit('cookies')} suggestions={cookieKeys} testId={tid('cookies')} />
        <KeyValueFact
          label="Storage"
          value={facts.storage}
          onCommit={commit('storage')}
          suggestions={storageKeys}
          testId={tid('storage')}
        />
        <KeyValueFact label="Query" value={facts.query} onCommit={commit('query')} testId={tid('query')} />
      </Group>
    </Box>
  );
}
