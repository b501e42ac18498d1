import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../paths.ts';

/**
 * The deployment's files read as the tools read them, for the test that pins them to the project's
 * own scripts (deploy.test.ts) and for the rehearsal that runs their steps on this machine
 * (scripts/deploy-rehearsal.ts). Nothing can pull images here, so the steps are what is checked.
 */

export const deployDir = join(repoRoot, 'deploy');

export function readDeployFile(name: string): string {
  return readFileSync(join(deployDir, name), 'utf8');
}

export interface DockerInstruction {
  readonly keyword: string;
  readonly args: string;
}

export interface DockerStage {
  readonly from: string;
  readonly name: string | undefined;
  readonly instructions: readonly DockerInstruction[];
}

/** The Dockerfile's stages: each FROM and its instructions, continuation lines joined, comments dropped. */
export function dockerStages(dockerfile: string): DockerStage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of dockerfile.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('#') || (line === '' && pending === '')) continue;
    const joined = `${pending} ${line}`.trim();
    if (joined.endsWith('\\')) pending = joined.slice(0, -1).trim();
    else {
      pending = '';
      if (joined !== '') logical.push(joined);
    }
  }
  const stages: { from: string; name: string | undefined; instructions: DockerInstruction[] }[] = [];
  for (const line of logical) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', as, name] = args.split(/\s+/);
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

export function stageNamed(stages: readonly DockerStage[], name: string): DockerStage {
  const stage = stages.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`deploy/Dockerfile has no stage named ${name}`);
  return stage;
}

/** The instructions of a stage with one keyword (RUN, COPY, CMD …), in order. */
export function instructionsOf(stage: DockerStage, keyword: string): string[] {
  return stage.instructions.filter((instruction) => instruction.keyword === keyword).map(({ args }) => args);
}

/** A CMD or HEALTHCHECK's exec form (`["node", "…"]`) as its words. */
export function execForm(args: string): string[] {
  const json = args.slice(args.indexOf('['));
  return JSON.parse(json) as string[];
}

/**
 * The lines of one top-level block of compose.yaml (`services:`, `x-platform-environment: …`), or
 * of one service when `service` is given: just what the tests and the rehearsal look for, without
 * a YAML library (the file keeps to plain mappings and exec-form arrays).
 */
function blockLines(lines: readonly string[], start: number, indent: number): string[] {
  const block: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() !== '' && line.length - line.trimStart().length <= indent) break;
    block.push(line);
  }
  return block;
}

export function composeTopLevel(compose: string, key: string): string[] {
  const lines = compose.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${key}:`));
  if (start < 0) throw new Error(`deploy/compose.yaml has no ${key}`);
  return blockLines(lines, start, 0);
}

export function composeService(compose: string, service: string): string[] {
  const services = composeTopLevel(compose, 'services');
  const start = services.indexOf(`  ${service}:`);
  if (start < 0) throw new Error(`deploy/compose.yaml has no service ${service}`);
  return blockLines(services, start, 2);
}

export function composeServiceNames(compose: string): string[] {
  return composeTopLevel(compose, 'services')
    .map((line) => /^ {2}([a-z0-9-]+):$/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

/** The platform's environment (`x-platform-environment`), values as written (with ${…}). */
export function composePlatformEnvironment(compose: string): Record<string, string> {
  const block = composeTopLevel(compose, 'x-platform-environment');
  return Object.fromEntries(
    block
      .map((line) => /^ {2}([A-Z0-9_]+): (.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1] as string, (match[2] as string).replace(/^"(.*)"$/, '$1')]),
  );
}

/** A service's `command:` in exec form. */
export function composeCommand(compose: string, service: string): string[] {
  const line = composeService(compose, service).find((candidate) => candidate.trim().startsWith('command:'));
  if (!line) throw new Error(`deploy/compose.yaml: ${service} has no command`);
  return JSON.parse(line.slice(line.indexOf('['))) as string[];
}

/**
 * A compose value with its `${NAME:-default}` / `${NAME:?message}` / `${NAME}` read from
 * `environment`, as compose substitutes them.
 */
export function substitute(value: string, environment: Record<string, string | undefined>): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (_, name: string, kind?: string, rest?: string) => {
      const set = environment[name];
      if (set !== undefined && set !== '') return set;
      if (kind === '?') throw new Error(`${name}: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    },
  );
}
