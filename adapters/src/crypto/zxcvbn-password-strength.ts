import type { PasswordStrength } from '@coach/core';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

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
      zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
      return zxcvbn.check(password, userInputs.flatMap(wordsOf)).score < refusedBelowScore;
    },
  };
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
