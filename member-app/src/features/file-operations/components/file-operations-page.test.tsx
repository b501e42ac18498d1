import { Toaster } from '@coach/kit';
import { heldAnswerOn } from '@coach/kit/test/hand-made-answers.ts';
import { signInAs, tokenOf, whoIs } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { FileOperationsPage } from './file-operations-page.tsx';

// The seeded proofs (server/src/seed/demo-data.ts): the demo member (Ayşe) has uploaded none,
// John's waits for review, Mehmet's was approved. Every answer is the real server's.

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

/** Opens the page as the demo member, or as the seeded member with `email`. */
async function open(path: string, email?: string) {
  await signInAs(email);
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

/** The proof of the seeded member with `email`, as the server lists it to an administrator. */
async function proofOf(email: string) {
  const { accountId } = await whoIs(await tokenOf(email));
  const [proof] = await (await realServer()).run('listAccountFiles', { accountId }, { as: 'admin' });
  if (!proof) throw new Error(`${email} has no proof in the seed`);
  return proof;
}

/** An administrator rejects John's proof, which waited for review, for `reason`. */
async function johnsProofRejected(reason: string) {
  const proof = await proofOf('john@example.com');
  await (await realServer()).run(
    'changeFileStatus',
    { accountFileId: proof.id, fileApproveState: 'rejected', reason },
    { as: 'admin' },
  );
  return proof;
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
    await open('/en/user/file-operations');
    expect(await screen.findByText(/You have not uploaded a proof of education yet/)).toBeInTheDocument();
    await user.upload(pickerInput(), pdf('diploma.pdf'));
    expect(screen.getByText('diploma.pdf')).toBeInTheDocument();
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
    expect(within(standing).getByText('diploma.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earlier files' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal next to the file field: a renamed file is refused by its content', async () => {
    const user = userEvent.setup();
    await open('/en/user/file-operations');
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
    const upload = heldAnswerOn('post', '*/api/accountfiles');
    mockServer.use(upload.handler);
    await open('/en/user/file-operations');
    await screen.findByText(/You have not uploaded/);
    await user.upload(pickerInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading sertifika.pdf' })).toBeInTheDocument();
    upload.release();
    expect(
      await screen.findByText('Your proof of education was uploaded. An administrator will review it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(upload.calls).toBe(1);
  });

  it('asks for a file before sending nothing', async () => {
    const user = userEvent.setup();
    await open('/en/user/file-operations');
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose a file first.')).toBeInTheDocument();
  });

  it('shows the administrator’s reason after a rejection, and takes a new file', async () => {
    const user = userEvent.setup();
    const reason = 'The date on the certificate cannot be read.';
    await johnsProofRejected(reason);
    await open('/en/user/file-operations', 'john@example.com');
    const standing = await screen.findByRole('region', { name: 'Your proof' });
    expect(await within(standing).findByText('Not accepted')).toBeInTheDocument();
    expect(within(standing).getByText(reason)).toBeInTheDocument();
    // John reads the reason, then uploads: later than his first file (the server's clock stands
    // still, and two uploads of one instant have no order a member would recognise).
    await (await realServer()).clock.advanceSeconds(60);
    await user.upload(pickerInput(), pdf('clearer.pdf'));
    await user.click(within(standing).getByRole('button', { name: 'Upload' }));
    expect(await within(standing).findByText('Waiting for review')).toBeInTheDocument();
    expect(within(standing).getByText('clearer.pdf')).toBeInTheDocument();
    const earlier = screen.getByRole('region', { name: 'Earlier files' });
    expect(within(earlier).getByText(reason)).toBeInTheDocument();
    expect(within(earlier).getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers no upload and no delete once the proof is approved', async () => {
    // Mehmet's proof was approved.
    const { fileName } = await proofOf('mehmet@example.com');
    await open('/en/user/file-operations', 'mehmet@example.com');
    expect(await screen.findByText(/You need not upload it again/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Download ${fileName}` })).toBeInTheDocument();
  });

  it('deletes a pending proof after confirmation, by keyboard, and returns to the upload', async () => {
    const user = userEvent.setup();
    // John's proof waits for review.
    const { fileName } = await proofOf('john@example.com');
    await open('/en/user/file-operations', 'john@example.com');
    const remove = await screen.findByRole('button', { name: `Delete ${fileName}` });
    remove.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The file was deleted.')).toBeInTheDocument();
    expect(await screen.findByText(/You have not uploaded a proof of education yet/)).toBeInTheDocument();
  });

  it('speaks Turkish at /user/file-operations', async () => {
    await johnsProofRejected('Belge okunmuyor.');
    await open('/user/file-operations', 'john@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eğitim belgesi' })).toBeInTheDocument();
    expect(await screen.findByText('Kabul edilmedi')).toBeInTheDocument();
    expect(screen.getByText('Belge okunmuyor.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yükle' })).toBeInTheDocument();
  });
});
