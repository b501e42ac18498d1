// Starts the journeys' web servers side by side (playwright.config.ts): the OpenID provider, the
// three platform instances and admin-app's remote origin. Playwright starts the entries of its
// `webServer` list one after the other, each once the one before it answers; the instances' starts
// (a database made, migrated and seeded, then the server's modules loaded) took turns for nothing,
// since none needs another to start (the instances read the provider's discovery document at the
// first sign-in). Prints one line once every server answers, which Playwright waits for, and ends
// when one of them ends before the run does. Usage: node support/start-servers.ts
import { spawn } from 'node:child_process';
import { localOidcServerEnv } from './local-oidc.ts';
import { servers } from './servers.ts';
import { serversAnswer } from './web-servers.ts';

const started = [
  {
    command: 'npm run serve:oidc --silent',
    url: `${servers.oidc.url}/.well-known/openid-configuration`,
    env: localOidcServerEnv,
  },
  { command: 'npm run serve:main --silent', url: `${servers.main.url}/api/health/ready` },
  { command: 'npm run serve:split --silent', url: `${servers.split.url}/api/health/ready` },
  { command: 'npm run serve:sweep --silent', url: `${servers.sweep.url}/api/health/ready` },
  { command: 'npm run serve:remote --silent', url: `${servers.adminRemote.url}/mf-manifest.json` },
];

for (const { command, env } of started) {
  const child = spawn(command, {
    shell: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    console.error(`${command} ended (${code ?? signal}) while the journeys needed it`);
    process.exit(1);
  });
}
await Promise.all(started.map(({ url }) => answers(url)));
console.log(serversAnswer);

/** Resolves once `url` answers with a success; asks again a quarter of a second after each miss. */
async function answers(url: string): Promise<void> {
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
