// Fails when a freshly generated file differs from the committed one (stale generated code).
import { readFileSync, rmSync } from 'node:fs';

const [fresh, committed] = process.argv.slice(2);
const same = readFileSync(fresh, 'utf8') === readFileSync(committed, 'utf8');
rmSync(fresh);
if (!same) {
  console.error(
    `${committed} is stale: run the package's "generate" script and commit the result.`,
  );
  process.exit(1);
}
