import { CommanderError } from 'commander';
import { CliExit, processIO } from './io';
import { createProgram } from './program';

const io = processIO();
try {
  await createProgram(io).parseAsync(process.argv);
} catch (e) {
  if (e instanceof CliExit) process.exitCode = e.code;
  else if (e instanceof CommanderError) process.exitCode = e.exitCode === 0 ? 0 : 2;
  else {
    io.err(e instanceof Error ? (e.stack ?? e.message) : String(e));
    process.exitCode = 3;
  }
}
