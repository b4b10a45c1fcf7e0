import { exitCodeOf, processIO } from './io';
import { createProgram } from './program';

const io = processIO();
try {
  await createProgram(io).parseAsync(process.argv);
} catch (e) {
  const code = exitCodeOf(e);
  if (code === null) io.err(e instanceof Error ? (e.stack ?? e.message) : String(e));
  process.exitCode = code ?? 3;
}
