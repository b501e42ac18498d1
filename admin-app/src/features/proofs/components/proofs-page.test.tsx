import { store, Toaster, tokenAtom } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { seededAccount } from '../../../test-support/a1-seeded-accounts.ts';
import { pdfNamed, pngNamed, uploadProof } from '../../../test-support/a2-proof-uploads.ts';
import { ProofsPage } from './proofs-page.tsx';

const page = (
  <>
    <ProofsPage />
    <Toaster />
  </>
);
const routes = [
  { path: '/admin/account/proofs', element: page },
  { path: '/en/admin/account/proofs', element: page },
  { path: '/error', element: <p>Error page</p> },
];

// The demo data holds John Smith's proof waiting for review and four approved ones
// (server/src/seed/demo-data.ts). A test adds, through the API: Ayşe's own proof, uploaded
// before the review deadline of today (so it is overdue), and a proof of Burak that an
// administrator uploaded and rejected.
const rejectionReason = 'Tarih okunmuyor.';

async function someProofs() {
  const api = await realServer();
  await api.clock.set(new Date('2026-02-20T09:00:00.000Z'));
  await uploadProof(api.accounts.member.token, pdfNamed('ayse-sertifika.pdf'));
  await api.clock.set(api.start);
  const burak = await seededAccount('burak@example.com');
  const old = await uploadProof(api.accounts.admin.token, pdfNamed('eski.pdf'), burak.accountId);
  await api.run(
    'changeFileStatus',
    { accountFileId: old.id, fileApproveState: 'rejected', reason: rejectionReason },
    { as: 'admin' },
  );
}

async function open(path = '/en/admin/account/proofs', { arranged = true } = {}) {
  if (arranged) await someProofs();
  store.set(tokenAtom, 'demo-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('proofs of education (administrators)', () => {
  it('lists the waiting proofs first, oldest on top, with the overdue one marked in words', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Proofs of education' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Waiting', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0] as HTMLElement).getByText('Ayşe Demir')).toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByText('Overdue')).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).getByText(/^Review due/)).toBeInTheDocument();
  });

  it('shows the other states on their tabs, keeping the choice in the address', async () => {
    const user = userEvent.setup();
    const { router } = await open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('Burak Çelik')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=rejected');
    const every = await (await realServer()).run('listAccountFilesForReview', {}, { as: 'admin' });
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(rows()).toHaveLength(every.total));
  });

  it('searches by member', async () => {
    const user = userEvent.setup();
    await open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search by member' }), 'john{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('John Smith')).toBeInTheDocument();
  });

  it('approves a proof after seeing it: a PDF in a frame, then the list no longer holds it', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Review the proof of Ayşe Demir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of education of Ayşe Demir' });
    const frame = await within(dialog).findByTitle('Preview of ayse-sertifika.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    expect(within(dialog).getByText('Overdue')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The proof was approved. Ayşe Demir gets an e-mail.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows a picture as an image', async () => {
    const user = userEvent.setup();
    const api = await realServer();
    const sarah = await seededAccount('sarah@example.com');
    await uploadProof(api.accounts.admin.token, pngNamed('sarah-diploma.png'), sarah.accountId);
    await open();
    await user.click(await screen.findByRole('button', { name: 'Review the proof of Sarah Johnson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of education of Sarah Johnson' });
    const image = await within(dialog).findByRole('img', {
      name: 'Proof of education of Sarah Johnson: sarah-diploma.png',
    });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
  });

  it('rejects with a reason, which the form asks for before sending', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Review the proof of Ayşe Demir' }));
    const review = await screen.findByRole('dialog', { name: 'Proof of education of Ayşe Demir' });
    await user.click(within(review).getByRole('button', { name: 'Reject…' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject the proof of Ayşe Demir' });
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(reject).getByRole('textbox', { name: 'Reason' }), 'The date cannot be read.');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText('The proof was rejected. Ayşe Demir gets an e-mail with your reason.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('offers no approval for a proof already reviewed, and shows its reason', async () => {
    const user = userEvent.setup();
    await open('/en/admin/account/proofs?state=rejected');
    await user.click(await screen.findByRole('button', { name: 'View the proof of Burak Çelik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of education of Burak Çelik' });
    expect(within(dialog).getByText(rejectionReason)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('deletes a proof after confirmation', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'More actions for the proof of John Smith' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this proof?' });
    expect(
      within(confirm).getByText(/sertifika\.pdf of John Smith will be deleted for good/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The proof was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('uploads a proof for a member chosen by name, and shows a refusal under the file', async () => {
    const user = userEvent.setup();
    await open('/en/admin/account/proofs', { arranged: false });
    await user.click(await screen.findByRole('button', { name: 'Upload for a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a proof for a member' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Choose the member from the list.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find the member' }), 'emr{Enter}');
    await user.click(await within(dialog).findByRole('radio', { name: 'Emre Koç — emre@example.com' }));
    expect(within(dialog).getByText('Chosen: Emre Koç (emre@example.com)')).toBeInTheDocument();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['MZ\u0090\u0000'], 'diploma.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findByText('This file type is not accepted. Accepted types: PDF, PNG, JPEG.'),
    ).toBeInTheDocument();

    await user.upload(input, new File(['%PDF-1.4\n'], 'posted.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('The proof of Emre Koç was uploaded and waits for review.'),
    ).toBeInTheDocument();
    // Beside John Smith's, which the demo data has waiting.
    await waitFor(() => expect(rows()).toHaveLength(2));
    const emre = rows().find((row) => within(row).queryByText('Emre Koç'));
    expect(within(emre as HTMLElement).getByText(/uploaded by an administrator/)).toBeInTheDocument();
  });

  it('speaks Turkish at /admin/account/proofs', async () => {
    await open('/admin/account/proofs');
    expect(screen.getByRole('heading', { level: 1, name: 'Eğitim belgeleri' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bekliyor', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('Gecikmiş')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İncele: Ayşe Demir belgesi' })).toBeInTheDocument();
  });
});
