import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PreviewApp } from './app';
import { previewTheme as theme } from './theme';
import { bundledSources } from './config/bundled-sources';
import { workerCompiler } from './config/compiler';
import { createConfigStore } from './config/config-store';
import { workerRunner } from './policies/policy-runner';
import { checkFacts } from './scenario/facts-check';
import type { PreviewState } from './scenario/preview-state';
import { loadState } from './scenario/saved-state';
import { defaultScenario, setFact } from './scenario/scenario';
import { decodeState, encodeState } from './scenario/url-codec';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The link wins, then what this browser saved, then a visitor on the main site now (compared with the Turkey site). */
function boot(): void {
  const a = defaultScenario(new Date());
  const fallback: PreviewState = { view: 'scenario', a, b: { ...a, facts: setFact(a.facts, ['site'], 'tr') }, file: null };
  const store = storage();
  const saved = store ? loadState(store, fallback, checkFacts) : null;
  const fromUrl = decodeState(window.location.search, saved?.state ?? fallback, checkFacts);
  const initial = fromUrl.state ?? saved?.state ?? fallback;
  window.history.replaceState(null, '', `${window.location.pathname}${encodeState(initial)}`);
  const configStore = createConfigStore(workerCompiler(), bundledSources, saved?.edits ?? {});
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <PreviewApp
          store={configStore}
          initial={initial}
          check={checkFacts}
          problems={fromUrl.problems}
          storage={store}
          policyRunner={workerRunner}
        />
      </ThemeProvider>
    </StrictMode>,
  );
}

boot();
