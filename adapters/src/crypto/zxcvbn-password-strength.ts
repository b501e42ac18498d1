import { createRequire } from 'node:module';
import type { PasswordStrength } from '@coach/core';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

// Loaded (synchronously, as CommonJS) at the first check: some fifty modules and the dictionaries
// that a process which never checks a password (the CLI, the jobs) need not load.
const require = createRequire(import.meta.url);

/**
 * zxcvbn's score: 0–1 means fewer than about a million guesses (common and breached-list
 * passwords such as "P@ssw0rd" or "Welcome1!", keyboard walks, the person's own name or e-mail).
 * Those are refused; 2 and above pass. The dictionaries are bundled with the package: offline.
 */
const refusedBelowScore = 2;

export function createZxcvbnPasswordStrength(): PasswordStrength {
  // Built on first use: the dictionaries take a while to index, which the server's start and every
  // CLI command would otherwise pay without ever checking a password.
  let zxcvbn: ZxcvbnFactory | undefined;
  return {
    isTooGuessable(password, userInputs) {
      zxcvbn ??= build();
      return zxcvbn.check(password, userInputs.flatMap(wordsOf)).score < refusedBelowScore;
    },
  };
}

function build(): ZxcvbnFactory {
  const { ZxcvbnFactory: Factory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const { adjacencyGraphs, dictionary } =
    require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  return new Factory({ dictionary, graphs: adjacencyGraphs });
}

/**
 * The words an attacker would try from a person's data: the e-mail, its local part without dots,
 * each part of an e-mail or name, and all of them without Turkish letters ("Yılmaz" is typed
 * "yilmaz" as often as not).
 */
function wordsOf(input: string): string[] {
  const lower = input.toLocaleLowerCase('tr');
  const localPart = lower.split('@')[0] ?? lower;
  const parts = [lower, localPart.replace(/[^\p{L}\p{N}]+/gu, ''), ...lower.split(/[^\p{L}\p{N}]+/u)].filter(
    (part) => part.length >= 3,
  );
  const folded = parts.map((part) => part.replace(/ı/g, 'i').normalize('NFD').replace(/\p{M}/gu, ''));
  return [...new Set([...parts, ...folded])];
}
