#!/usr/bin/env node
/**
 * Runs each argument as a shell command, all at once, and fails when any of them fails (after all
 * have finished, so no task is left running). `verify` uses it to start the API suite, the longest
 * check, beside the others instead of wherever turbo's queue happens to put it (docs/adr/0080).
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs "<command>" "<command>" …');
  process.exit(2);
}

const exitCodes = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit' });
        child.once('error', (error) => {
          console.error(`${command}: ${error.message}`);
          resolve(1);
        });
        // A command killed by a signal has no exit code: it failed.
        child.once('exit', (code) => resolve(code ?? 1));
      }),
  ),
);

const failed = commands.filter((_, index) => exitCodes[index] !== 0);
for (const command of failed) console.error(`failed: ${command}`);
process.exit(failed.length > 0 ? 1 : 0);
