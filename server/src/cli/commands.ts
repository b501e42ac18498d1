import {
  createAccount,
  type DomainError,
  execute,
  type FieldIssue,
  translate,
  translateValidationMessage,
} from '@coach/core';
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

/** A domain error as English lines for a terminal, with each invalid option named. */
export function describeDomainError(error: DomainError): string[] {
  const lines = [`Error ${error.code}: ${translate(error.code, 'en', error.data)}`];
  const fields = (error.data?.fields ?? {}) as Record<string, FieldIssue>;
  for (const [field, issue] of Object.entries(fields)) {
    lines.push(`  --${field}: ${translateValidationMessage(issue.key, 'en', issue.params)}`);
  }
  return lines;
}
