import { store, Toaster, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { proofHandlers, proofMembers, reviewProof } from '../../../mocks/proof-handlers.ts';
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

const [ayse, mehmet, john] = proofMembers;
const member = (who: (typeof proofMembers)[number]) => ({
  accountId: who.accountId,
  memberName: who.fullName,
  memberEmail: who.email,
});

function open(path = '/en/admin/account/proofs', proofs = someProofs()) {
  mockServer.use(...proofHandlers(proofs));
  store.set(tokenAtom, 'demo-token-admin');
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

function someProofs() {
  return [
    reviewProof({
      ...member(ayse),
      fileName: 'ayse-sertifika.pdf',
      overdue: true,
      createdAt: '2026-02-20T09:00:00.000Z',
    }),
    reviewProof({ ...member(john), fileName: 'john-diploma.png', contentType: 'image/png' }),
    reviewProof({
      ...member(mehmet),
      fileName: 'eski.pdf',
      state: 'rejected',
      rejectionReason: 'Tarih okunmuyor.',
      reviewedAt: '2026-03-01T10:00:00.000Z',
    }),
  ];
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('proofs of education (administrators)', () => {
  it('lists the waiting proofs first, oldest on top, with the overdue one marked in words', async () => {
    open();
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
    const { router } = open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('Mehmet Öztürk')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=rejected');
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('searches by member', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Search by member' }), 'john{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText('John Smith')).toBeInTheDocument();
  });

  it('approves a proof after seeing it: a PDF in a frame, then the list no longer holds it', async () => {
    const user = userEvent.setup();
    open();
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
    open();
    await user.click(await screen.findByRole('button', { name: 'Review the proof of John Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of education of John Smith' });
    const image = await within(dialog).findByRole('img', {
      name: 'Proof of education of John Smith: john-diploma.png',
    });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
  });

  it('rejects with a reason, which the form asks for before sending', async () => {
    const user = userEvent.setup();
    open();
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
    open('/en/admin/account/proofs?state=rejected');
    await user.click(await screen.findByRole('button', { name: 'View the proof of Mehmet Öztürk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Proof of education of Mehmet Öztürk' });
    expect(within(dialog).getByText('Tarih okunmuyor.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('deletes a proof after confirmation', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'More actions for the proof of John Smith' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this proof?' });
    expect(
      within(confirm).getByText(/john-diploma\.png of John Smith will be deleted for good/),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The proof was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('uploads a proof for a member chosen by name, and shows a refusal under the file', async () => {
    const user = userEvent.setup();
    open('/en/admin/account/proofs', []);
    await user.click(await screen.findByRole('button', { name: 'Upload for a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload a proof for a member' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Choose the member from the list.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find the member' }), 'meh{Enter}');
    await user.click(
      await within(dialog).findByRole('radio', { name: 'Mehmet Öztürk — mehmet@example.com' }),
    );
    expect(within(dialog).getByText('Chosen: Mehmet Öztürk (mehmet@example.com)')).toBeInTheDocument();
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
      await screen.findByText('The proof of Mehmet Öztürk was uploaded and waits for review.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0] as HTMLElement).getByText(/uploaded by an administrator/)).toBeInTheDocument();
  });

  it('speaks Turkish at /admin/account/proofs', async () => {
    open('/admin/account/proofs');
    expect(screen.getByRole('heading', { level: 1, name: 'Eğitim belgeleri' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bekliyor', selected: true })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByText('Gecikmiş')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İncele: Ayşe Demir belgesi' })).toBeInTheDocument();
  });
});
