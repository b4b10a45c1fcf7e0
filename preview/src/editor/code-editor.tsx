import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import Box from '@mui/material/Box';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

/** A problem at a 1-based line and column. */
export interface LineProblem {
  line: number;
  col: number;
  message: string;
  severity: 'error' | 'warning';
}

export interface CodeEditorHandle {
  /** Puts the cursor at a 1-based line and column and focuses the editor. */
  goTo(line: number, col: number): void;
}

function offsetOf(doc: Text, line: number, col: number): { from: number; to: number } {
  const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
  const from = Math.min(l.from + Math.max(col, 1) - 1, l.to);
  return { from, to: from < l.to ? l.to : from };
}

export function toDiagnostics(doc: Text, problems: readonly LineProblem[]): Diagnostic[] {
  return problems.map((p) => ({ ...offsetOf(doc, p.line, p.col), severity: p.severity, message: p.message }));
}

/**
 * CodeMirror 6 with YAML highlighting and inline problems. Controlled loosely: `value` replaces the
 * text only when it differs from what the editor holds (a revert, another file), so typing is never
 * interrupted. Tab is left to the page (keyboard users move on with Tab); indent with spaces.
 */
export function CodeEditor({
  value,
  onChange,
  problems,
  label,
  testId,
  minHeight = 240,
  ref,
}: {
  value: string;
  onChange: (text: string) => void;
  problems: readonly LineProblem[];
  label: string;
  testId?: string;
  minHeight?: number;
  ref?: Ref<CodeEditorHandle>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const change = useRef(onChange);
  change.current = onChange;

  useEffect(() => {
    const v = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          yaml(),
          lintGutter(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          // An explicit tab stop on the text: CodeMirror gives its scroller tabindex -1, and a scrollable
          // region needs focusable content that checkers can see (the CodeMirror author's advice: contentAttributes).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) change.current(u.state.doc.toString());
          }),
          EditorView.theme({
            '&': { fontSize: '13px', minHeight: `${minHeight}px` },
            '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
            // Inside the editor's box: the panel around it clips what is drawn outside.
            '&.cm-focused': { outline: '2px solid #1d5ce6', outlineOffset: '-2px' },
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // The editor is created once; `value` and `problems` are pushed in by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const v = view.current;
    if (!v || v.state.doc.toString() === value) return;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch(setDiagnostics(v.state, toDiagnostics(v.state.doc, problems)));
  }, [problems, value]);

  useImperativeHandle(
    ref,
    () => ({
      goTo(line, col) {
        const v = view.current;
        if (!v) return;
        const { from } = offsetOf(v.state.doc, line, col);
        v.dispatch({ selection: { anchor: from }, scrollIntoView: true });
        v.focus();
      },
    }),
    [],
  );

  return (
    <Box
      ref={host}
      data-testid={testId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        minWidth: 0,
        width: '100%',
        '& .cm-editor': { maxHeight: '60vh', maxWidth: '100%' },
        '& .cm-scroller': { overflow: 'auto' },
      }}
    />
  );
}
