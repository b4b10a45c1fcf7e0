import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect, useMemo, useRef, useState } from 'react';
import { stringify } from 'yaml';
import type { Facts } from '../../../src/generated/schema-types';
import { CodeEditor, type CodeEditorHandle, type LineProblem } from '../editor/code-editor';
import { ProblemList } from '../editor/problem-list';
import { parseFactsText } from './facts-check';
import { orderFacts } from './scenario';

type Format = 'yaml' | 'json';

const write = (facts: Facts, format: Format) =>
  format === 'json' ? `${JSON.stringify(orderFacts(facts), null, 2)}\n` : stringify(orderFacts(facts), { flowCollectionPadding: false });

/**
 * The whole scenario as YAML or JSON, validated against schemas/facts.schema.json as you type:
 * errors show at their line and column, and only valid facts reach the scenario.
 */
export function FactsEditor({ facts, onFacts, extraError }: { facts: Facts; onFacts: (f: Facts) => void; extraError?: string | null }) {
  const [format, setFormat] = useState<Format>('yaml');
  const [text, setText] = useState(() => write(facts, 'yaml'));
  const lastApplied = useRef(JSON.stringify(facts));
  const editor = useRef<CodeEditorHandle>(null);
  const parsed = useMemo(() => parseFactsText(text), [text]);

  // Facts changed elsewhere (the form, time travel, back/forward): show them.
  useEffect(() => {
    const key = JSON.stringify(facts);
    if (key === lastApplied.current) return;
    lastApplied.current = key;
    setText(write(facts, format));
  }, [facts, format]);

  const onText = (t: string) => {
    setText(t);
    const p = parseFactsText(t);
    if (p.ok && JSON.stringify(p.facts) !== lastApplied.current) {
      lastApplied.current = JSON.stringify(p.facts);
      onFacts(p.facts);
    }
  };
  const problems: LineProblem[] = parsed.ok
    ? []
    : parsed.errors.map((e) => ({ line: e.line, col: e.col, message: e.path ? `${e.path}: ${e.message}` : e.message, severity: 'error' }));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'minmax(0, 1fr)',
        justifyItems: 'start',
        '& > *:not(.MuiToggleButtonGroup-root)': { justifySelf: 'stretch' },
      }}
      data-testid="facts-editor"
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={format}
        aria-label="Format"
        onChange={(_, f: Format | null) => {
          if (f) {
            setFormat(f);
            setText(write(facts, f));
          }
        }}
      >
        <ToggleButton value="yaml">YAML</ToggleButton>
        <ToggleButton value="json">JSON</ToggleButton>
      </ToggleButtonGroup>
      <CodeEditor
        ref={editor}
        value={text}
        onChange={onText}
        problems={problems}
        label="Scenario facts (YAML or JSON)"
        testId="facts-code"
        minHeight={160}
      />
      <ProblemList
        file="scenario"
        problems={problems}
        onGo={(l, c) => editor.current?.goTo(l, c)}
        testId="facts-problems"
        okText={parsed.ok ? (extraError ? `Valid facts, but: ${extraError}` : 'Valid facts (schemas/facts.schema.json).') : undefined}
      />
    </Box>
  );
}
