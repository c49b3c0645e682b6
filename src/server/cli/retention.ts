// `npm run retention [-- --dry-run]`: the nightly retention job (decision 191) on the configured database (DATA_DIR's
// PGlite or DATABASE_URL's PostgreSQL), now, with the RETENTION_* limits. It prints, per kind, how many rows went (or,
// with --dry-run, would go: nothing is changed). On PGlite it refuses while the server holds the same DATA_DIR (the
// lock in db/client.ts): the server runs the job itself every night.
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { countFields } from '#server/features/retention/policy.ts';
import { runRetention } from '#server/features/retention/run.ts';

const usage = 'Ús: npm run retention -- [--dry-run]';

/** The counts' names as a volunteer reads them. */
const words: Record<string, string> = { deleted: 'esborrats', anonymised: 'anonimitzats', keys: 'claus esborrades' };
const described = (field: string) => {
  const parts = field.split(':');
  const n = parts.pop();
  const [what = '', table] = parts;
  return `${words[what] ?? what}${table ? ` (${table})` : ''}: ${n}`;
};

async function main(argv: string[]): Promise<number> {
  let dryRun = false;
  try {
    dryRun = Boolean(parseArgs({ args: argv, options: { 'dry-run': { type: 'boolean' } } }).values['dry-run']);
  } catch {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const results = await runRetention(database.db, config.retention, new Date(), { dryRun });
    let failed = false;
    for (const r of results) {
      const fields = countFields(r.counts);
      if (r.error) failed = true;
      const what = r.error ? `ERROR: ${r.error}` : fields.length ? fields.map(described).join(', ') : 'res';
      console.log(`${r.label}: ${what}`);
    }
    console.log(dryRun ? 'Simulació: no s’ha canviat res.' : 'Fet.');
    return failed ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
