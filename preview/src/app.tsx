import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { Facts } from '../../src/generated/schema-types';
import { useStore } from 'zustand';
import type { DialogDecision } from '../../src/generated/schema-types';
import { CompareView } from './compare/compare-view';
import type { ConfigStore } from './config/config-store';
import { RulesView } from './editor/rules-view';
import type { PolicyRunner } from './policies/policy-runner';
import { PoliciesView } from './policies/policies-view';
import { summarize } from './policies/policy-state';
import { usePolicyRun } from './policies/use-policy-run';
import { openFacts, type FactsCheck, type PreviewState, type PreviewView } from './scenario/preview-state';
import { saveState } from './scenario/saved-state';
import { setFact } from './scenario/scenario';
import { usePreviewState } from './scenario/use-preview-state';
import { ScenarioColumns } from './scenario-columns';
import type { RulesSource } from './config/published';
import { RulesHistory } from './config/rules-history';
import { RulesSourcePicker, usePublishedVersions, useSourceConfig } from './config/rules-source';

/** The preview: a scenario (or two) rendered by the real site, the Decision with its reasons, and live rule editing. */
export function PreviewApp({
  store,
  initial,
  check,
  problems,
  storage,
  policyRunner,
}: {
  store: ConfigStore;
  /** Runs `meridian verify` for the Policies view (a Web Worker in the app). */
  policyRunner: PolicyRunner;
  initial: PreviewState;
  check: FactsCheck;
  problems: string[];
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}) {
  const [state, update] = usePreviewState(initial, check);
  // Verify starts when the Policies view is first opened, then follows every edit (its tab counts violations).
  const [policiesOpened, setPoliciesOpened] = useState(state.view === 'policies');
  if (state.view === 'policies' && !policiesOpened) setPoliciesOpened(true);
  const policyRun = usePolicyRun(store, policyRunner, policiesOpened);
  const violatedCount = summarize(policyRun).violated;
  const openScenario = (facts: Facts) => update(openFacts(state, facts));
  const tree = useStore(store, (s) => s.config);
  const builtIn = useStore(store, (s) => s.base);
  const [rulesA, setRulesA] = useState<RulesSource>({ kind: 'tree' });
  const [rulesB, setRulesB] = useState<RulesSource>({ kind: 'tree' });
  const published = usePublishedVersions();
  const withdrawn = published.history?.entries.filter((e) => e.withdrawn).map((e) => e.version) ?? [];
  const [historyOpen, setHistoryOpen] = useState(false);
  const openVersions = (a: number, b: number) => {
    setRulesA({ kind: 'published', version: a });
    setRulesB({ kind: 'published', version: b });
    setHistoryOpen(false);
    update({ ...state, view: 'compare' });
  };
  const sourceA = useSourceConfig(rulesA, tree, builtIn);
  const sourceB = useSourceConfig(rulesB, tree, builtIn);
  const config = sourceA.config;
  const edits = useStore(store, (s) => s.edits);
  const invalid = useStore(store, (s) => s.errors.length > 0);
  const [goTo, setGoTo] = useState<{ line: number; col: number; n: number } | null>(null);
  const [shownProblems, setShownProblems] = useState(problems);
  useEffect(() => {
    if (storage) saveState(storage, { state, edits });
  }, [state, edits, storage]);

  const view = (v: PreviewView) => update({ ...state, view: v });
  const openRule = (file: string, line: number) => {
    update({ ...state, view: 'rules', file });
    setGoTo((g) => ({ line, col: 1, n: (g?.n ?? 0) + 1 }));
  };
  const acknowledge = (d: DialogDecision) => {
    const r = d.remember!;
    const nowMs = Date.parse(state.a.facts.now ?? '2026-01-01T00:00:00Z');
    update({
      ...state,
      a: { ...state.a, facts: setFact(state.a.facts, [r.in === 'cookie' ? 'cookies' : 'storage', r.key], String(nowMs)) },
    });
  };
  const editedCount = Object.keys(edits).length;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: '#f6f7f9' }}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <Typography component="h1" sx={{ fontWeight: 700, fontSize: 17 }}>
            Meridian preview
          </Typography>
          <Tabs
            value={state.view}
            onChange={(_, v: PreviewView) => view(v)}
            aria-label="View"
            variant="scrollable"
            scrollButtons="auto"
            sx={{ maxWidth: '100%' }}
          >
            <Tab value="scenario" label="Scenario" data-testid="tab-scenario" />
            <Tab value="compare" label="Compare" data-testid="tab-compare" />
            <Tab
              value="rules"
              data-testid="tab-rules"
              label={
                <Badge color="warning" badgeContent={editedCount} sx={{ pr: editedCount ? 1.5 : 0 }}>
                  Edit rules
                </Badge>
              }
            />
            <Tab
              value="policies"
              data-testid="tab-policies"
              label={
                <Badge color="error" badgeContent={violatedCount} sx={{ pr: violatedCount ? 1.5 : 0 }}>
                  Policies
                </Badge>
              }
            />
          </Tabs>
          <Box sx={{ width: 220 }}>
            <RulesSourcePicker
              label="Rules"
              value={rulesA}
              versions={published.versions}
              withdrawn={withdrawn}
              onChange={setRulesA}
              testId="rules-source"
            />
          </Box>
          <Button size="small" variant="outlined" onClick={() => setHistoryOpen(true)} data-testid="rules-history">
            Rules history
          </Button>
          <Dialog open={historyOpen} onClose={() => setHistoryOpen(false)} fullWidth maxWidth="md" aria-labelledby="rules-history-title">
            <DialogTitle id="rules-history-title">Published rules: history</DialogTitle>
            <DialogContent>
              <RulesHistory published={published} onOpen={openVersions} />
            </DialogContent>
          </Dialog>
          {sourceA.published ? (
            <Typography sx={{ fontSize: 13 }} data-testid="rules-source-info" title={sourceA.published.detail ?? undefined}>
              v{sourceA.published.manifest.version} · {sourceA.published.manifest.revision} ·{' '}
              {sourceA.published.signed ? 'signed by a trusted key' : 'not signed by a key this build trusts'}
            </Typography>
          ) : null}
          <Box sx={{ flex: 1 }} />
          {editedCount ? (
            <Typography sx={{ fontSize: 13, color: 'warning.dark', fontWeight: 600 }} data-testid="edited-count">
              Previewing {editedCount} edited file{editedCount === 1 ? '' : 's'}
            </Typography>
          ) : null}
          {invalid ? (
            <Typography sx={{ fontSize: 13, color: 'error.main', fontWeight: 600 }} data-testid="config-invalid">
              Edited configuration invalid: last valid one shown
            </Typography>
          ) : null}
          <Button size="small" variant="outlined" onClick={() => void navigator.clipboard?.writeText(window.location.href)}>
            Copy link
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        {shownProblems.length ? (
          <Alert severity="warning" onClose={() => setShownProblems([])} data-testid="link-problems">
            Parts of the link were not used: {shownProblems.join('; ')}
          </Alert>
        ) : null}
        {sourceA.error || sourceB.error || published.error ? (
          <Alert severity="error" data-testid="rules-source-error">
            {sourceA.error ?? sourceB.error ?? `Published versions unavailable: ${published.error}`}
          </Alert>
        ) : null}
        {!config ? (
          <Typography sx={{ p: 3 }} role="status">
            {rulesA.kind === 'published' ? `Loading published v${rulesA.version}…` : 'Compiling the configuration…'}
          </Typography>
        ) : state.view === 'policies' ? (
          <Box sx={{ p: 2 }}>
            <PoliciesView run={policyRun} onOpenScenario={openScenario} />
          </Box>
        ) : state.view === 'compare' ? (
          <Box sx={{ p: 2 }}>
            <CompareView
              config={config}
              configB={sourceB.config ?? undefined}
              rulesB={
                <RulesSourcePicker
                  label="Rules B"
                  value={rulesB}
                  versions={published.versions}
                  withdrawn={withdrawn}
                  onChange={setRulesB}
                  testId="rules-source-b"
                />
              }
              a={state.a}
              b={state.b}
              onOpenRule={openRule}
              onA={(a, mode) => update({ ...state, a }, mode)}
              onB={(b, mode) => update({ ...state, b }, mode)}
            />
          </Box>
        ) : (
          <ScenarioColumns
            config={config}
            state={state}
            update={update}
            onOpenRule={openRule}
            onAcknowledge={acknowledge}
            left={
              state.view === 'rules' ? (
                <RulesView
                  store={store}
                  file={state.file ?? 'rules/header.yaml'}
                  onFile={(file) => update({ ...state, file })}
                  facts={state.a.facts}
                  goTo={goTo}
                />
              ) : null
            }
          />
        )}
      </Box>
    </Box>
  );
}
