import { store, Toaster, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { memberProof, proofHandlers } from '../../../mocks/proof-handlers.ts';
import { FileOperationsPage } from './file-operations-page.tsx';

const page = (
  <>
    <FileOperationsPage />
    <Toaster />
  </>
);
const routes = [
  { path: '/user/file-operations', element: page },
  { path: '/en/user/file-operations', element: page },
  { path: '/error', element: <p>Error page</p> },
];

function open(path: string, proofs: ReturnType<typeof memberProof>[] = []) {
  mockServer.use(...proofHandlers(proofs));
  store.set(tokenAtom, 'demo-token-member');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const pdf = (name = 'sertifika.pdf') => new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });

function pickerInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('proof of education page', () => {
  it('invites a first upload, sends the file, and then shows it waiting for review', async () => {
    const user = userEvent.setup();
    open('/en/user/file-operations');
    expect(await screen.findByText(/You have not uploaded a proof of education yet/)).toBeInTheDocument();
    await user.upload(pickerInput(), pdf());
    expect(screen.getByText('sertifika.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(
      await screen.findByText('Your proof of education was uploaded. An administrator will review it.'),
    ).toBeInTheDocument();
    const standing = screen.getByRole('region', { name: 'Your proof' });
    expect(await within(standing).findByText('Waiting for review')).toBeInTheDocument();
    expect(
      within(standing).getByText(/To send a different file, delete this one first\./),
    ).toBeInTheDocument();
    expect(within(standing).queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(within(standing).getByText('sertifika.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earlier files' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal next to the file field: a renamed file is refused by its content', async () => {
    const user = userEvent.setup();
    open('/en/user/file-operations');
    await screen.findByText(/You have not uploaded a proof of education yet/);
    const renamedProgram = new File(['MZ\u0090\u0000'], 'diploma.pdf', { type: 'application/pdf' });
    await user.upload(pickerInput(), renamedProgram);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('This file type is not accepted. Accepted types: PDF, PNG, JPEG.'),
    ).toBeInTheDocument();
  });

  it('shows how far the upload has come while it is sent', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    open('/en/user/file-operations');
    mockServer.use(
      http.post('*/api/accountfiles', async () => {
        await held;
        return HttpResponse.json(
          { code: 2005, message: 'Something went wrong.', data: null },
          { status: 500 },
        );
      }),
    );
    await screen.findByText(/You have not uploaded/);
    await user.upload(pickerInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading sertifika.pdf' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('asks for a file before sending nothing', async () => {
    const user = userEvent.setup();
    open('/en/user/file-operations');
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose a file first.')).toBeInTheDocument();
  });

  it('shows the administrator’s reason after a rejection, and takes a new file', async () => {
    const user = userEvent.setup();
    open('/en/user/file-operations', [
      memberProof({
        state: 'rejected',
        rejectionReason: 'The date on the certificate cannot be read.',
        reviewedAt: '2026-03-03T10:00:00.000Z',
      }),
    ]);
    const standing = await screen.findByRole('region', { name: 'Your proof' });
    expect(await within(standing).findByText('Not accepted')).toBeInTheDocument();
    expect(within(standing).getByText('The date on the certificate cannot be read.')).toBeInTheDocument();
    await user.upload(pickerInput(), pdf('clearer.pdf'));
    await user.click(within(standing).getByRole('button', { name: 'Upload' }));
    expect(await within(standing).findByText('Waiting for review')).toBeInTheDocument();
    expect(within(standing).getByText('clearer.pdf')).toBeInTheDocument();
    const earlier = screen.getByRole('region', { name: 'Earlier files' });
    expect(within(earlier).getByText('The date on the certificate cannot be read.')).toBeInTheDocument();
    expect(within(earlier).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers no upload and no delete once the proof is approved', async () => {
    open('/en/user/file-operations', [
      memberProof({ state: 'approved', reviewedAt: '2026-03-03T10:00:00.000Z' }),
    ]);
    expect(await screen.findByText(/You need not upload it again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download sertifika.pdf' })).toBeInTheDocument();
  });

  it('deletes a pending proof after confirmation, by keyboard, and returns to the upload', async () => {
    const user = userEvent.setup();
    open('/en/user/file-operations', [memberProof({ fileName: 'old-scan.pdf' })]);
    const remove = await screen.findByRole('button', { name: 'Delete old-scan.pdf' });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The file was deleted.')).toBeInTheDocument();
    expect(await screen.findByText(/You have not uploaded a proof of education yet/)).toBeInTheDocument();
  });

  it('speaks Turkish at /user/file-operations', async () => {
    open('/user/file-operations', [
      memberProof({
        state: 'rejected',
        rejectionReason: 'Belge okunmuyor.',
        reviewedAt: '2026-03-03T10:00:00.000Z',
      }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Eğitim belgesi' })).toBeInTheDocument();
    expect(await screen.findByText('Kabul edilmedi')).toBeInTheDocument();
    expect(screen.getByText('Belge okunmuyor.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yükle' })).toBeInTheDocument();
  });
});
