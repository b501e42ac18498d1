import { randomInt } from 'node:crypto';
import { passwordSchema } from '@coach/core/contracts/password';

const groups = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!?*#%+=-'];

/** A random 16-character password that satisfies the password rules (one of each group at least). */
export function generatePassword(length = 16): string {
  const all = groups.join('');
  const characters = groups.map((group) => group[randomInt(group.length)] as string);
  while (characters.length < length) characters.push(all[randomInt(all.length)] as string);
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] as string, characters[i] as string];
  }
  const password = characters.join('');
  passwordSchema.parse(password);
  return password;
}
