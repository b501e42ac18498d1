// Cookies the front end writes for the server (docs/runtime-contract.md): not HttpOnly, path=/,
// SameSite=Lax, kept 365 days. The server reads them to render the right <html> before any script runs.
export type ContractCookie = 'lang' | 'theme' | 'accent';

const oneYearInSeconds = 365 * 24 * 60 * 60;

export function writeCookie(name: ContractCookie, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the contract needs plain cookies the server can read.
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${oneYearInSeconds}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: ContractCookie): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie.
  document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function readCookie(name: ContractCookie): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found === undefined ? undefined : decodeURIComponent(found.slice(prefix.length));
}
