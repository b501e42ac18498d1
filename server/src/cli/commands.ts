import { createAccount } from '@coach/core/accounts/create-account';
import { execute } from '@coach/core/shared/use-case';
import { type Composition, systemContextOf } from '../composition.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { generatePassword } from './generate-password.ts';

export interface CreateAdminOptions {
  readonly email?: string | undefined;
  readonly name?: string | undefined;
  readonly surname?: string | undefined;
  readonly password?: string | undefined;
}

type Print = (line: string) => void;

export async function seedCommand(composition: Composition, print: Print): Promise<void> {
  await composition.database.migrate();
  const report = await seedDemoData(systemContextOf(composition));
  print(
    `Seed done: ${report.accountsCreated} accounts, ${report.packagesCreated} packages, ` +
      `${report.badgesCreated} badges created (existing ones were kept).`,
  );
}

/** Creates an e-mail-verified administrator; prints the password when it was generated. */
export async function createAdminCommand(
  composition: Composition,
  options: CreateAdminOptions,
  print: Print,
) {
  await composition.database.migrate();
  const password = options.password ?? generatePassword();
  const account = await execute(createAccount, systemContextOf(composition), {
    email: options.email ?? '',
    name: options.name ?? '',
    surname: options.surname ?? '',
    password,
    accountRoleType: 'Administrator',
    emailVerified: true,
  });
  print(`Administrator ${account.email} created.`);
  if (!options.password) print(`Generated password (shown once): ${password}`);
}
