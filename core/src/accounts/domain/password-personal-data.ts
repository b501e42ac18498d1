/**
 * A password must not contain the person's own first name, last name or the local part of their
 * e-mail (README, ASVS 5.0 V6.2.11): those are the first words anyone who knows them tries. The
 * comparison ignores case, Turkish letters ("Yılmaz" is typed "yilmaz" as often as not) and the
 * separators of an e-mail's local part ("ayse.demir" is "aysedemir" too). Parts shorter than
 * three letters are not looked for: they occur in too many good passwords.
 */
export const shortestPersonalPart = 3;

export interface PasswordOwner {
  readonly email: string;
  readonly name: string;
  readonly surname: string;
}

/** Lower case (Turkish rules: I → ı, İ → i), then without accents and with ı as i. */
export function foldTurkish(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** The folded words a password may not contain: each word of the names, the local part and its words. */
export function personalPartsOf(owner: PasswordOwner): string[] {
  const localPart = foldTurkish(owner.email.split('@')[0] ?? '');
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u);
  const parts = [
    ...words(foldTurkish(owner.name)),
    ...words(foldTurkish(owner.surname)),
    localPart.replace(/[^\p{L}\p{N}]+/gu, ''),
    ...words(localPart),
  ];
  return [...new Set(parts.filter((part) => [...part].length >= shortestPersonalPart))];
}

export function containsPersonalData(password: string, owner: PasswordOwner): boolean {
  const folded = foldTurkish(password);
  return personalPartsOf(owner).some((part) => folded.includes(part));
}
