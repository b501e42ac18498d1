import { type AccountFileView, translateValidationMessage } from '@coach/core/contracts';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { checkProofFile, refuseWhileProofStands } from '@coach/kit/mocks/proof-upload.ts';
import { HttpResponse, http } from 'msw';

// msw handlers for the proof-of-education page, answering like the server: the member's own
// files, the type read from the content, one pending proof at a time, approved ones kept.

type StoredProof = AccountFileView & { bytes: Uint8Array };

const isMember = (request: Request) => request.headers.get('authorization') === `Bearer ${demoMember.token}`;

/** A proof of the demo member, for tests and `npm run dev`. */
export function memberProof(overrides: Partial<AccountFileView> = {}): StoredProof {
  return {
    id: crypto.randomUUID(),
    accountId: demoMember.user.accountId,
    fileName: 'sertifika.pdf',
    contentType: 'application/pdf',
    sizeBytes: 9,
    state: 'pending',
    rejectionReason: null,
    uploadedByAdministrator: false,
    createdAt: '2026-03-02T09:00:00.000Z',
    reviewedAt: null,
    ...overrides,
    bytes: new TextEncoder().encode('%PDF-1.4\n'),
  };
}

const viewOf = ({ bytes: _bytes, ...view }: StoredProof): AccountFileView => view;

/** The handlers over a list of proofs the test (or the dev page) starts with; newest first. */
export function proofHandlers(initial: StoredProof[] = []) {
  const proofs = [...initial];
  const refused = (request: Request) =>
    isMember(request)
      ? null
      : answer(
          request,
          request.headers.has('authorization') ? 403 : 401,
          request.headers.has('authorization') ? 'forbidden' : 'unauthorized',
        );

  return [
    http.get(
      '*/api/accountfiles',
      ({ request }) => refused(request) ?? answer(request, 200, 'done', proofs.map(viewOf)),
    ),

    http.post('*/api/accountfiles', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const file = (await request.formData()).get('file');
      if (!(file instanceof File)) {
        const language = request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'tr';
        const fields = { file: translateValidationMessage('required', language) };
        return answer(request, 400, 'validationFailed', { fields });
      }
      const checked = await checkProofFile(request, file);
      if (checked instanceof Response) return checked;
      const { bytes, contentType } = checked;
      const standing = refuseWhileProofStands(request, proofs);
      if (standing) return standing;
      const stored = {
        ...memberProof({
          fileName: file.name,
          contentType,
          sizeBytes: bytes.byteLength,
          createdAt: new Date().toISOString(),
        }),
        bytes,
      };
      proofs.unshift(stored);
      return answer(request, 201, 'recordAdded', viewOf(stored));
    }),

    http.delete('*/api/accountfiles', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const { accountFileId } = (await request.json()) as { accountFileId: string };
      const index = proofs.findIndex((proof) => proof.id === accountFileId);
      if (index < 0) return answer(request, 404, 'recordNotFound');
      if (proofs[index]?.state === 'approved') return answer(request, 403, 'forbidden');
      proofs.splice(index, 1);
      return answer(request, 200, 'recordDeleted');
    }),

    http.get('*/api/accountfiles/download/:id', ({ request, params }) => {
      const denied = refused(request);
      if (denied) return denied;
      const proof = proofs.find((candidate) => candidate.id === params.id);
      if (!proof) return answer(request, 404, 'recordNotFound');
      return new HttpResponse(proof.bytes as Uint8Array<ArrayBuffer>, {
        headers: {
          'Content-Type': proof.contentType,
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(proof.fileName)}`,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
  ];
}
