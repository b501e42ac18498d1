import { catalogue, translate } from '@coach/core/contracts';
import { describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '../auth/token.ts';
import { store } from '../state/store.ts';
import { watchedCallsOn } from '../test/hand-made-answers.ts';
import { mockServer } from '../test/setup.ts';
import { ApiError } from './api-error.ts';
import { downloadFile, fetchFileBlob, fileNameOf } from './download.ts';

/** The member's proof, uploaded to the real server under a name that needs UTF-8 in Content-Disposition. */
async function uploadedProof(): Promise<{ id: string; bytes: Uint8Array }> {
  const bytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
  const form = new FormData();
  form.append('file', new File([bytes], 'Kanıt.pdf', { type: 'application/pdf' }));
  const answer = await fetch('http://localhost:3000/api/accountfiles', {
    method: 'POST',
    headers: { Authorization: 'Bearer demo-token-member' },
    body: form,
  });
  const { data } = (await answer.json()) as { data: { id: string } };
  return { id: data.id, bytes };
}

describe('file downloads', () => {
  it('fetches the file with the token and reads its name from Content-Disposition', async () => {
    const proof = await uploadedProof();
    const download = watchedCallsOn('get', '*/api/accountfiles/download/*');
    mockServer.use(download.handler);
    store.set(tokenAtom, 'demo-token-member');
    const file = await fetchFileBlob(`/accountfiles/download/${proof.id}`);
    expect(download.calls[0]?.headers.get('authorization')).toBe('Bearer demo-token-member');
    expect(file.fileName).toBe('Kanıt.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(file.blob.size).toBe(proof.bytes.byteLength);
  });

  it('throws the ApiError of a JSON refusal', async () => {
    store.set(tokenAtom, 'demo-token-member');
    const failure = await fetchFileBlob(`/accountfiles/download/${crypto.randomUUID()}`).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    const { status, code } = catalogue.recordNotFound;
    expect(failure).toMatchObject({ status, code, message: translate(code, 'en') });
  });

  it('saves the download under the server’s name', async () => {
    const proof = await uploadedProof();
    store.set(tokenAtom, 'demo-token-member');
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await expect(downloadFile(`/accountfiles/download/${proof.id}`)).resolves.toBe('Kanıt.pdf');
    expect(clicked).toEqual(['Kanıt.pdf']);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('reads file names in their usual spellings', () => {
    expect(fileNameOf('attachment; filename=report.xlsx')).toBe('report.xlsx');
    expect(fileNameOf('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''%C3%B6zge%C3%A7mi%C5%9F.pdf")).toBe('özgeçmiş.pdf');
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
