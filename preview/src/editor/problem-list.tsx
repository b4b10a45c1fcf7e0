import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { LineProblem } from './code-editor';

/** `file:line:col message`, each a button that puts the cursor there. */
export function ProblemList({
  file,
  problems,
  onGo,
  okText,
  testId,
}: {
  file: string;
  problems: readonly LineProblem[];
  onGo: (line: number, col: number) => void;
  okText?: string;
  testId: string;
}) {
  if (!problems.length)
    return okText ? (
      <Box sx={{ fontSize: 13, color: 'success.main' }} data-testid={testId} role="status">
        {okText}
      </Box>
    ) : null;
  return (
    <Box component="ul" role="alert" data-testid={testId} sx={{ m: 0, pl: 2.5, fontSize: 13, color: 'error.main' }}>
      {problems.map((p, i) => (
        <li key={i} data-problem={`${p.line}:${p.col}`}>
          <Link
            component="button"
            type="button"
            color="error"
            sx={{ verticalAlign: 'baseline', fontFamily: 'monospace' }}
            onClick={() => onGo(p.line, p.col)}
          >
            {file}:{p.line}:{p.col}
          </Link>{' '}
          {p.severity === 'warning' ? 'warning: ' : ''}
          {p.message}
        </li>
      ))}
    </Box>
  );
}
