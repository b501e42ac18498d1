import { parseArgs } from 'node:util';
import { isDomainError } from '@coach/core';
import { createAdminCommand, describeDomainError, migrateCommand, seedCommand } from './cli/commands.ts';
import { jobsListCommand, jobsRunCommand } from './cli/jobs-commands.ts';
import { matchCommand, verifyLedgerCommand } from './cli/match-command.ts';
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
  match [--dry-run] [--json]    run the matching now (the scheduled run's rules and lock); --dry-run
                                prints the plan and writes nothing; --json prints one JSON document
  verify-ledger                 check every balance against the sum of its ledger entries (exit 1 on a difference)

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
const printError = (line: string) => process.stderr.write(`${line}\n`);
const [command, subcommand, argument] = positionals;

const commands = ['migrate', 'seed', 'create-admin', 'jobs', 'match', 'verify-ledger'];
if (values.help || !command || !commands.includes(command)) {
  print(usage);
  process.exit(values.help ? 0 : 1);
}
if (command === 'jobs' && subcommand !== 'list' && subcommand !== 'run') {
  print(usage);
  process.exit(1);
}

const composition = await compose(readConfig());
try {
  if (command === 'migrate') await migrateCommand(composition, print);
  if (command === 'seed') await seedCommand(composition, print);
  if (command === 'create-admin') await createAdminCommand(composition, values, print);
  if (command === 'jobs' && subcommand === 'list') await jobsListCommand(composition, print);
  if (command === 'jobs' && subcommand === 'run')
    process.exitCode = await jobsRunCommand(composition, argument, print);
  if (command === 'match') {
    const options = { dryRun: values['dry-run'], json: values.json };
    process.exitCode = await matchCommand(composition, options, { stdout: print, stderr: printError });
  }
  if (command === 'verify-ledger') {
    process.exitCode = await verifyLedgerCommand(composition, { stdout: print, stderr: printError });
  }
} catch (error) {
  if (!isDomainError(error)) throw error;
  for (const line of describeDomainError(error)) printError(line);
  process.exitCode = 1;
} finally {
  await composition.close();
}
