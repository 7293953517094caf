import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { storageFor } from '../storage/fileStorage';
import { demoSeedSize, isSeeded, seedDemo } from './seed';

const usage = `Loads the demo data into an empty database (DATABASE_URL, or the embedded one in DATA_DIR).

  pnpm --filter @backoffice/api seed [--applications 1000000] [--merchants 50000]

On PostgreSQL the rows are loaded with COPY; on the embedded database with multi-row INSERTs.`;

const { values } = parseArgs({
  // `pnpm seed -- --applications 10` hands the separator on too.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    applications: { type: 'string', default: String(demoSeedSize.applications) },
    merchants: { type: 'string', default: String(demoSeedSize.merchants) },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const size = { applications: Number(values.applications), merchants: Number(values.merchants) };
for (const [name, value] of Object.entries(size)) {
  // The seed needs a few merchants per account status to cover every one of them.
  if (!Number.isInteger(value) || value < (name === 'merchants' ? 12 : 1)) {
    console.error(
      `--${name} must be a whole number (at least ${name === 'merchants' ? 12 : 1}).\n\n${usage}`,
    );
    process.exit(2);
  }
}

const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  if (await isSeeded(db)) {
    console.error('The database already holds data; seed an empty database.');
    process.exitCode = 1;
  } else {
    const started = Date.now();
    await seedDemo(db, size, { storage: await storageFor(config.dataDir, config.s3) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Loaded ${size.merchants} merchants and ${size.applications} applications into ${db.kind} in ${seconds} s.`,
    );
  }
} finally {
  await db.close();
}
