// Proofs put on the real server (ADR 0046) through the API, as the member or the administrator
// would upload them, for a test to arrange the proofs page's situation.

/**
 * Uploads a proof through the API as the page would: the member's own (`token` of a member) or,
 * with `accountId`, one an administrator uploads for that member. Answers the stored file.
 */
export async function uploadProof(
  token: string,
  file: File,
  accountId?: string,
): Promise<{ id: string; fileName: string }> {
  const form = new FormData();
  if (accountId) form.append('accountId', accountId);
  form.append('file', file);
  const path = accountId ? 'accountfiles/userfileuploadwithaccountid' : 'accountfiles';
  const answer = await fetch(`http://localhost:3000/api/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await answer.json()) as { data: { id: string; fileName: string } };
  if (!answer.ok) throw new Error(`the upload was refused: ${JSON.stringify(body)}`);
  return body.data;
}

/** The smallest file the server's type check takes for a PDF. */
export const pdfNamed = (name: string) =>
  new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], name, { type: 'application/pdf' });

/** A one-pixel PNG the server's image check reads. */
export const pngNamed = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        ),
        (character) => character.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );
