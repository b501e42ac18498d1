// The few lines a person at the terminal reads when the server is up (issue 30): where it listens,
// how long the start took and why, the demo sign-ins grouped by password (README says who is who),
// where mail goes, how payments work, and how to see more.

export interface Announcement {
  readonly url: string;
  readonly driver: 'postgres' | 'pglite';
  /** The embedded database's folder, as the person may type it (relative to where they are). */
  readonly pgliteDir: string;
  /** Seconds from the process's start to listening. */
  readonly seconds: number;
  /** What the first PGlite start seeded (the counts are in the debug log). */
  readonly seeded?: object | undefined;
  readonly demoAccounts: readonly { readonly email: string; readonly password: string }[];
  readonly smtp: boolean;
  readonly sandboxPayments: boolean;
  /** Whether the log already shows debug entries (then the hint to ask for them is left out). */
  readonly debugLogged: boolean;
}

/** The demo accounts' addresses under their password, wrapped to stay readable in a terminal. */
export function signInLines(accounts: Announcement['demoAccounts'], width = 100): string[] {
  const byPassword = new Map<string, string[]>();
  for (const { email, password } of accounts)
    byPassword.set(password, [...(byPassword.get(password) ?? []), email]);
  const lines: string[] = [];
  for (const [password, emails] of byPassword) {
    const indent = ' '.repeat(4 + password.length + 2);
    let line = `    ${password}  `;
    emails.forEach((email, index) => {
      const word = index < emails.length - 1 ? `${email},` : email;
      if (line.trim() !== password && line.length + word.length + 1 > width) {
        lines.push(line.trimEnd());
        line = indent;
      }
      line += line.endsWith(' ') ? word : ` ${word}`;
    });
    lines.push(line);
  }
  return lines;
}

export function announcementLines(what: Announcement): string[] {
  const { url } = what;
  const database =
    what.driver === 'pglite'
      ? `${what.pgliteDir} (embedded)${what.seeded ? ', demo data seeded on this first start' : ''}`
      : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    `  Coaching hours is running at ${url}  (API reference: ${url}/api/docs)`,
    `  Started in ${what.seconds.toFixed(1)} s; database: ${database}.`,
  ];
  if (what.driver === 'pglite') {
    lines.push('  Demo sign-ins, by password (README: who is who):', ...signInLines(what.demoAccounts));
  }
  if (!what.smtp)
    lines.push(`  No SMTP_URL: mail is not sent; administrators read it at ${url}/admin/outbox`);
  if (what.sandboxPayments)
    lines.push(
      '  Payments: the built-in sandbox; pay with the test card 5528 7900 0000 0008 (README, Payments)',
    );
  if (!what.debugLogged) lines.push('  More in the log: LOG_LEVEL=debug npm start');
  return lines;
}
