import {
  type AccountFileReviewItem,
  type AccountFileReviewSortKey,
  type AccountFileView,
  type AccountView,
  accountFileReviewQuerySchema,
  changeFileStatusInputSchema,
  parseSort,
} from '@coach/core/contracts';
import { demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { checkProofFile, refuseWhileProofStands } from '@coach/kit/mocks/proof-upload.ts';
import { HttpResponse, http } from 'msw';

// msw handlers for the proofs page, answering like the server: the review list (state, search,
// order, pages), the review itself, uploads for members checked by their content, and the file.

type StoredProof = AccountFileReviewItem & { bytes: Uint8Array };

/** Members the administrator can upload for (`GET /api/accounts?role=User`). */
export const proofMembers = [
  { accountId: '5b0f3c1e-1111-4a1a-9a1a-000000000001', fullName: 'Ayşe Demir', email: 'ayse@example.com' },
  {
    accountId: '5b0f3c1e-1111-4a1a-9a1a-000000000002',
    fullName: 'Mehmet Öztürk',
    email: 'mehmet@example.com',
  },
  { accountId: '5b0f3c1e-1111-4a1a-9a1a-000000000003', fullName: 'John Smith', email: 'john@example.com' },
] as const;

let sequence = 0;
/** A proof in the review list; pending, on time and uploaded by the member unless told otherwise. */
export function reviewProof(overrides: Partial<AccountFileReviewItem> = {}): StoredProof {
  sequence += 1;
  const member = proofMembers[0];
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    accountId: member.accountId,
    fileName: 'sertifika.pdf',
    contentType: 'application/pdf',
    sizeBytes: 48_213,
    state: 'pending',
    rejectionReason: null,
    uploadedByAdministrator: false,
    createdAt: '2026-03-02T09:00:00.000Z',
    reviewedAt: null,
    memberName: member.fullName,
    memberEmail: member.email,
    reviewDueAt: '2026-03-05T09:00:00.000Z',
    overdue: false,
    ...overrides,
    bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'),
  };
}

const viewOf = ({ bytes: _bytes, ...item }: StoredProof): AccountFileReviewItem => item;
const fileViewOf = ({
  bytes: _b,
  memberName: _n,
  memberEmail: _e,
  reviewDueAt: _d,
  overdue: _o,
  ...view
}: StoredProof): AccountFileView => view;

function isAdmin(request: Request) {
  return request.headers.get('authorization') === `Bearer ${demoAdmin.token}`;
}
function refused(request: Request) {
  if (isAdmin(request)) return null;
  return request.headers.has('authorization')
    ? answer(request, 403, 'forbidden')
    : answer(request, 401, 'unauthorized');
}

const accountOf = (member: (typeof proofMembers)[number]): AccountView => {
  const [name = '', surname = ''] = member.fullName.split(' ');
  return {
    accountId: member.accountId,
    name,
    surname,
    fullName: member.fullName,
    email: member.email,
    phone: null,
    identityNumber: null,
    passportNumber: null,
    countryCode: null,
    stateCode: null,
    city: null,
    accountRoleType: 'User',
    status: 'active',
    isLocked: false,
    languages: ['tr'],
    language: 'tr',
    score: 0,
    subscriptionEndDate: null,
    membershipPackageId: null,
    lastLoginAt: null,
    emailVerified: true,
    createdAt: '2026-01-05T09:00:00.000Z',
    hasPassword: true,
  };
};

/** The handlers over the proofs a test (or the dev page) starts with. */
export function proofHandlers(initial: StoredProof[] = []) {
  const proofs = [...initial];
  return [
    http.get('*/api/accountfiles/review', ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = accountFileReviewQuerySchema.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (!parsed.success) return answer(request, 400, 'validationFailed', { fields: {} });
      const query = parsed.data;
      const { key, descending } = parseSort<AccountFileReviewSortKey>(query.sort);
      const search = query.search.toLocaleLowerCase('tr');
      const matching = proofs
        .filter((proof) => !query.state || proof.state === query.state)
        .filter(
          (proof) =>
            !search ||
            proof.memberName.toLocaleLowerCase('tr').includes(search) ||
            proof.memberEmail.includes(search),
        )
        .sort((a, b) => {
          const pendingFirst = query.state
            ? 0
            : Number(a.state !== 'pending') - Number(b.state !== 'pending');
          const value = (proof: StoredProof) => String(proof[key] ?? '\uffff');
          return pendingFirst || (descending ? -1 : 1) * value(a).localeCompare(value(b));
        });
      const start = (query.page - 1) * query.pageSize;
      return answer(request, 200, 'done', {
        items: matching.slice(start, start + query.pageSize).map(viewOf),
        total: matching.length,
        page: query.page,
        pageSize: query.pageSize,
      });
    }),

    http.post('*/api/accountfiles/changefilestatus', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = changeFileStatusInputSchema.safeParse(await request.json());
      if (!parsed.success) {
        const english = request.headers.get('accept-language')?.startsWith('en');
        return answer(request, 400, 'validationFailed', {
          fields: { reason: english ? 'This field is required.' : 'Bu alan zorunludur.' },
        });
      }
      const proof = proofs.find((candidate) => candidate.id === parsed.data.accountFileId);
      if (!proof) return answer(request, 404, 'recordNotFound');
      if (proof.state !== 'pending')
        return answer(request, 409, 'proofAlreadyReviewed', { state: proof.state });
      const rejected = parsed.data.fileApproveState === 'rejected';
      Object.assign(proof, {
        state: parsed.data.fileApproveState,
        rejectionReason: rejected ? (parsed.data.reason ?? null) : null,
        reviewedAt: '2026-03-03T10:00:00.000Z',
        overdue: false,
      });
      return answer(request, 200, 'recordUpdated', fileViewOf(proof));
    }),

    http.delete('*/api/accountfiles', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const { accountFileId } = (await request.json()) as { accountFileId: string };
      const index = proofs.findIndex((proof) => proof.id === accountFileId);
      if (index < 0) return answer(request, 404, 'recordNotFound');
      proofs.splice(index, 1);
      return answer(request, 200, 'recordDeleted');
    }),

    http.post('*/api/accountfiles/userfileuploadwithaccountid', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const form = await request.formData();
      const member = proofMembers.find((candidate) => candidate.accountId === form.get('accountId'));
      if (!member) return answer(request, 404, 'userNotFound');
      const file = form.get('file');
      if (!(file instanceof File)) return answer(request, 400, 'validationFailed', { fields: {} });
      const checked = await checkProofFile(request, file);
      if (checked instanceof Response) return checked;
      const { bytes, contentType } = checked;
      const standing = refuseWhileProofStands(
        request,
        proofs.filter((proof) => proof.accountId === member.accountId),
      );
      if (standing) return standing;
      const stored = {
        ...reviewProof({
          accountId: member.accountId,
          memberName: member.fullName,
          memberEmail: member.email,
          fileName: file.name,
          contentType,
          sizeBytes: bytes.byteLength,
          uploadedByAdministrator: true,
        }),
        bytes,
      };
      proofs.push(stored);
      return answer(request, 201, 'recordAdded', fileViewOf(stored));
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

    http.get('*/api/accounts', ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const search = (new URL(request.url).searchParams.get('search') ?? '').toLocaleLowerCase('tr');
      const items = proofMembers
        .filter(
          (member) =>
            member.fullName.toLocaleLowerCase('tr').includes(search) || member.email.includes(search),
        )
        .map(accountOf);
      return answer(request, 200, 'done', { items, total: items.length, page: 1, pageSize: 8 });
    }),
  ];
}
