import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Facts } from '../../../src/generated/schema-types';
import type { ConfigStore } from '../config/config-store';
import { SelectField } from '../scenario/form-fields';
import { CodeEditor, type CodeEditorHandle, type LineProblem } from './code-editor';
import { DiffView } from './diff-view';
import { EditImpact } from './edit-impact';
import { unifiedPatch } from './file-diff';
import { ProblemList } from './problem-list';

const EDIT_DELAY_MS = 250;

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Live rule editing: any file of sites/ or rules/ in a YAML editor; each pause in typing compiles
 * the edited configuration; errors show inline, and only a valid edit reaches the Decision.
 */
export function RulesView({
  store,
  file,
  onFile,
  facts,
  goTo,
}: {
  store: ConfigStore;
  file: string;
  onFile: (f: string) => void;
  facts: Facts;
  goTo: { line: number; col: number; n: number } | null;
}) {
  const bundled = useStore(store, (s) => s.bundled);
  const edits = useStore(store, (s) => s.edits);
  const errors = useStore(store, (s) => s.errors);
  const warnings = useStore(store, (s) => s.warnings);
  const compiling = useStore(store, (s) => s.compiling);
  const base = useStore(store, (s) => s.base);
  const config = useStore(store, (s) => s.config);
  const stored = edits[file] ?? bundled[file] ?? '';
  const [text, setText] = useState(stored);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const editor = useRef<CodeEditorHandle>(null);

  const reset = (to: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setText(to);
  };
  // Another file: the editor shows what the store holds for it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => reset(stored), [file]);
  useEffect(() => {
    if (goTo) editor.current?.goTo(goTo.line, goTo.col);
  }, [goTo]);

  const onText = (t: string) => {
    setText(t);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      store.getState().edit(file, t);
    }, EDIT_DELAY_MS);
  };
  const mine = (e: { file: string }) => e.file === file;
  const problems: LineProblem[] = [
    ...errors
      .filter(mine)
      .map((e) => ({ line: e.line, col: e.col, message: e.path ? `${e.path}: ${e.message}` : e.message, severity: 'error' as const })),
    ...warnings.filter(mine).map((e) => ({ line: e.line, col: e.col, message: e.message, severity: 'warning' as const })),
  ];
  const elsewhere = [...new Set(errors.filter((e) => !mine(e)).map((e) => e.file))];
  const files = useMemo(() => Object.keys(bundled).sort(), [bundled]);
  const editedCount = Object.keys(edits).length;
  const typing = text !== stored;
  const status =
    compiling || typing
      ? 'Checking…'
      : errors.length
        ? `Invalid: the Decision and the frame keep the last valid configuration.`
        : editedCount
          ? `Valid: the Decision and the frame use the edited configuration (${editedCount} file${editedCount === 1 ? '' : 's'} edited).`
          : 'The bundled configuration.';
  const name = file.split('/').pop()!;
  return (
    <Box sx={{ display: 'grid', gap: 1.25, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="rules-view">
      <SelectField
        label="File"
        value={file}
        testId="rules-file"
        onChange={onFile}
        options={files.map((f) => ({ value: f, label: `${f}${edits[f] !== undefined ? '  • edited' : ''}` }))}
      />
      <Typography
        role="status"
        data-testid="config-status"
        data-state={compiling || typing ? 'checking' : errors.length ? 'invalid' : 'valid'}
        sx={{ fontSize: 13, fontWeight: 600, color: errors.length && !typing ? 'error.main' : 'text.primary' }}
      >
        {status}
      </Typography>
      <CodeEditor
        ref={editor}
        value={text}
        onChange={onText}
        problems={problems}
        label={`Edit ${file}`}
        testId="rules-code"
        minHeight={320}
      />
      <ProblemList file={file} problems={problems} onGo={(l, c) => editor.current?.goTo(l, c)} testId="rules-problems" />
      {elsewhere.length ? (
        <Box sx={{ fontSize: 13, color: 'error.main' }}>
          Errors in other files:{' '}
          {elsewhere.map((f) => (
            <Button key={f} size="small" color="error" onClick={() => onFile(f)}>
              {f}
            </Button>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => download(name, text, 'text/yaml')} data-testid="download-file">
          Download {name}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={text === bundled[file]}
          onClick={() => download(`${name}.patch`, unifiedPatch(file, bundled[file] ?? '', text), 'text/x-diff')}
        >
          Download patch
        </Button>
        <Button
          size="small"
          disabled={edits[file] === undefined}
          onClick={() => {
            store.getState().revert(file);
            reset(bundled[file] ?? '');
          }}
        >
          Revert this file
        </Button>
        <Button
          size="small"
          disabled={!editedCount}
          onClick={() => {
            store.getState().revertAll();
            reset(bundled[file] ?? '');
          }}
        >
          Revert all edits
        </Button>
      </Box>
      <Box component="details" open>
        <Box component="summary" sx={{ fontWeight: 700, fontSize: 14, cursor: 'pointer' }}>
          Diff against the bundled file
        </Box>
        <DiffView before={bundled[file] ?? ''} after={text} />
      </Box>
      <EditImpact base={base} edited={config} facts={facts} />
    </Box>
  );
}
