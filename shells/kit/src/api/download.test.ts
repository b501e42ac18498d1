import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { tokenAtom } from '../auth/token.ts';
import { store } from '../state/store.ts';
import { mockServer } from '../test/setup.ts';
import { ApiError } from './api-error.ts';
import { downloadFile, fetchFileBlob, fileNameOf } from './download.ts';

describe('file downloads', () => {
  it('fetches the file with the token and reads its name from Content-Disposition', async () => {
    let authorization: string | null = null;
    mockServer.use(
      http.get('*/api/accountfiles/f-1/download', ({ request }) => {
        authorization = request.headers.get('authorization');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="Kan_t.pdf"; filename*=UTF-8''${encodeURIComponent('Kanıt.pdf')}`,
          },
        });
      }),
    );
    store.set(tokenAtom, 'tok-1');
    const file = await fetchFileBlob('/accountfiles/f-1/download');
    expect(authorization).toBe('Bearer tok-1');
    expect(file.fileName).toBe('Kanıt.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(file.blob.size).toBe(4);
  });

  it('throws the ApiError of a JSON refusal', async () => {
    mockServer.use(
      http.get('*/api/accountfiles/nope/download', () =>
        HttpResponse.json({ code: 4035, message: 'Not found.', data: null }, { status: 404 }),
      ),
    );
    const failure = await fetchFileBlob('/accountfiles/nope/download').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 4035, message: 'Not found.' });
  });

  it('saves the download under the server’s name', async () => {
    mockServer.use(
      http.get('*/api/accounts/export', () =>
        HttpResponse.arrayBuffer(new Uint8Array([1, 2]).buffer, {
          headers: { 'Content-Disposition': 'attachment; filename="accounts-2026-11-02.xlsx"' },
        }),
      ),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await expect(downloadFile('/accounts/export')).resolves.toBe('accounts-2026-11-02.xlsx');
    expect(clicked).toEqual(['accounts-2026-11-02.xlsx']);
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
