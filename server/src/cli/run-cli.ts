import { parseArgs } from 'node:util';
import type { Database } from '@coach/adapters/postgres/database';
import type { Composition } from '../composition.ts';
import type { Output } from './match-command.ts';

export const usage = `Usage: npm run cli -- <command> [options]

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

const commands = ['migrate', 'seed', 'create-admin', 'jobs', 'match', 'verify-ledger'];

/**
 * The command line, apart from the process it runs in: `cli/main.ts` hands it the arguments,
 * stdout and stderr and a way to open the platform, and sets the exit code it answers. Tests call
 * it in-process (starting a Node process that loads the whole server costs seconds per call), and
 * spawn `server/cli.mjs` once to prove the entry itself. The composition is opened only once the arguments are known to
 * be right, and always closed. A domain error is a message on stderr and exit code 1; anything else
 * is thrown, for the process to die with its stack.
 *
 * Each command's code is imported when that command runs, and `migrate` opens only the database
 * (`openDatabase`, when given) rather than the whole platform: the usage text and a migration
 * start in a fraction of the time the full composition takes to load (`npm run bench`, CLI start).
 */
export async function runCli(
  argv: readonly string[],
  output: Output,
  open: () => Promise<Composition>,
  openDatabase?: () => Promise<Database>,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
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
  const [command, subcommand, argument] = positionals;
  const known = command !== undefined && commands.includes(command);
  if (values.help || !known || (command === 'jobs' && subcommand !== 'list' && subcommand !== 'run')) {
    output.stdout(usage);
    return values.help ? 0 : 1;
  }

  if (command === 'migrate' && openDatabase) {
    const database = await openDatabase();
    try {
      await database.migrate();
      output.stdout(`Migrations applied (${database.driver}).`);
      return 0;
    } finally {
      await database.close();
    }
  }

  const composition = await open();
  try {
    switch (command) {
      case 'migrate':
        await composition.database.migrate();
        output.stdout(`Migrations applied (${composition.database.driver}).`);
        return 0;
      case 'seed':
        await (await import('./commands.ts')).seedCommand(composition, output.stdout);
        return 0;
      case 'create-admin':
        await (await import('./commands.ts')).createAdminCommand(composition, values, output.stdout);
        return 0;
      case 'jobs': {
        const { jobsListCommand, jobsRunCommand } = await import('./jobs-commands.ts');
        if (subcommand === 'list') {
          await jobsListCommand(composition, output.stdout);
          return 0;
        }
        return await jobsRunCommand(composition, argument, output.stdout);
      }
      case 'match': {
        const { matchCommand } = await import('./match-command.ts');
        return await matchCommand(composition, { dryRun: values['dry-run'], json: values.json }, output);
      }
      default:
        return await (await import('./match-command.ts')).verifyLedgerCommand(composition, output);
    }
  } catch (error) {
    const [{ isDomainError }, { describeDomainError }] = await Promise.all([
      import('@coach/core/errors/domain-error'),
      import('./describe-domain-error.ts'),
    ]);
    if (!isDomainError(error)) throw error;
    for (const line of describeDomainError(error)) output.stderr(line);
    return 1;
  } finally {
    await composition.close();
  }
}
