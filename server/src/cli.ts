import { parseArgs } from 'node:util';
import { isDomainError } from '@coach/core';
import { createAdminCommand, describeDomainError, migrateCommand, seedCommand } from './cli/commands.ts';
import { jobsListCommand, jobsRunCommand } from './cli/jobs-commands.ts';
import { compose } from './composition.ts';
import { readConfig } from './config.ts';

const usage = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                       apply pending database migrations
  seed                          add demo data (idempotent; existing records are kept)
  create-admin --email <e-mail> --name <name> --surname <surname> [--password <password>]
                                create an administrator; without --password one is generated and printed
  jobs list                     the scheduled jobs: schedule, next run, last run
  jobs run <name>               run a job now, recorded as a manual run (does nothing if it runs elsewhere)
  match [--dry-run] [--json]    run the matching (not available yet: exits with code 2)

The database is DATABASE_URL when set, otherwise the embedded PGlite database in DATA_DIR.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    surname: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
    'dry-run': { type: 'boolean' },
    json: { type: 'boolean' },
  },
});

const print = (line: string) => process.stdout.write(`${line}\n`);
const [command, subcommand, argument] = positionals;

if (values.help || !command || !['migrate', 'seed', 'create-admin', 'jobs', 'match'].includes(command)) {
  print(usage);
  process.exit(values.help ? 0 : 1);
}
if (command === 'jobs' && subcommand !== 'list' && subcommand !== 'run') {
  print(usage);
  process.exit(1);
}
if (command === 'match') {
  // Until the matching issue lands: a distinct exit code, so scripts can tell "absent" from "failed".
  print('Matching is not available yet.');
  process.exit(2);
}

const composition = await compose(readConfig());
try {
  if (command === 'migrate') await migrateCommand(composition, print);
  if (command === 'seed') await seedCommand(composition, print);
  if (command === 'create-admin') await createAdminCommand(composition, values, print);
  if (command === 'jobs' && subcommand === 'list') await jobsListCommand(composition, print);
  if (command === 'jobs' && subcommand === 'run')
    process.exitCode = await jobsRunCommand(composition, argument, print);
} catch (error) {
  if (!isDomainError(error)) throw error;
  for (const line of describeDomainError(error)) process.stderr.write(`${line}\n`);
  process.exitCode = 1;
} finally {
  await composition.close();
}
