// `npm run db:reset`: delete the database file, re-create the schema and seed the demo data.
import { rmSync } from 'node:fs';
import { readConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { migrate } from './db/schema.ts';
import { seed, seedSummary } from './db/seed.ts';

const { dbFile } = readConfig(process.env);
for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });

const started = performance.now();
const db = openDatabase(dbFile);
const { to } = migrate(db);
seed(db, Date.now());
const counts = Object.entries(seedSummary(db))
  .map(([table, n]) => `${table} ${n}`)
  .join(', ');
db.close();

console.info(
  `Deleted and re-created ${dbFile} (schema v${to}) in ${Math.round(performance.now() - started)} ms.`,
);
console.info(`Seeded: ${counts}.`);
console.info('A running server still holds the old file: restart it to see the fresh data.');
