import { parseArgs } from 'node:util';
import { isDomainError } from '@coach/core';
import { createAdminCommand, describeDomainError, migrateCommand, seedCommand } from './cli/commands.ts';
import { compose } from './composition.ts';
import { readConfig } from './config.ts';

const usage = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                       apply pending database migrations
  seed                          add demo data (idempotent; existing records are kept)
  create-admin --email <e-mail> --name <name> --surname <surname> [--password <password>]
                                create an administrator; without --password one is generated and printed

The database is DATABASE_URL when set, otherwise the embedded PGlite database in DATA_DIR.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    surname: { type: 'string' },
    password: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const print = (line: string) => process.stdout.write(`${line}\n`);
const [command] = positionals;

if (values.help || !command || !['migrate', 'seed', 'create-admin'].includes(command)) {
  print(usage);
  process.exit(values.help ? 0 : 1);
}

const composition = await compose(readConfig());
try {
  if (command === 'migrate') await migrateCommand(composition, print);
  if (command === 'seed') await seedCommand(composition, print);
  if (command === 'create-admin') await createAdminCommand(composition, values, print);
} catch (error) {
  if (!isDomainError(error)) throw error;
  for (const line of describeDomainError(error)) process.stderr.write(`${line}\n`);
  process.exitCode = 1;
} finally {
  await composition.close();
}
