import { z } from 'zod';
import { isoDateTimeSchema, listQuerySchema, pageSchema } from './common.ts';
import { uploadedFileSchema } from './files.ts';

// Proofs of education (docs/product-rules.md §5): a member uploads a PDF, PNG or JPEG of at
// most 2 MB; an administrator approves it or rejects it with a reason the member reads.

export const accountFileStates = ['pending', 'approved', 'rejected'] as const;
export const accountFileStateSchema = z.enum(accountFileStates);
export type AccountFileState = (typeof accountFileStates)[number];

/** The kinds of file a proof may be, by the type detected from its content, with the name people know. */
export const proofContentTypes = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
} as const;
export type ProofContentType = keyof typeof proofContentTypes;

/** The accepted kinds as people name them, for the 4043 message: "PDF, PNG, JPEG". */
export const allowedProofKinds = Object.values(proofContentTypes).join(', ');

export function isProofContentType(value: string): value is ProofContentType {
  return Object.hasOwn(proofContentTypes, value);
}

/** The largest proof, in bytes (2 MB); the server refuses a larger body while it streams (413). */
export const maxProofBytes = 2 * 1024 * 1024;

/** The longest rejection reason an administrator may write. */
export const maxRejectionReasonLength = 500;

/** The reason a proof was rejected: shown to the member, so it may not be blank. */
export const rejectionReasonSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(maxRejectionReasonLength, { error: 'tooLong' });

/** The form an administrator fills in to reject a proof. */
export const rejectProofFormSchema = z.object({ reason: rejectionReasonSchema });

/** A proof as its member (and an administrator looking at one member) sees it. */
export const accountFileSchema = z
  .object({
    id: z.string(),
    accountId: z.string(),
    /** The name it was uploaded with, its extension set to the detected type. */
    fileName: z.string(),
    contentType: z.enum(Object.keys(proofContentTypes) as [ProofContentType, ...ProofContentType[]]),
    sizeBytes: z.int(),
    state: accountFileStateSchema,
    /** Set exactly when the proof was rejected. */
    rejectionReason: z.string().nullable(),
    /** True when an administrator uploaded it on the member's behalf. */
    uploadedByAdministrator: z.boolean(),
    createdAt: isoDateTimeSchema,
    reviewedAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'AccountFile' });
export type AccountFileView = z.infer<typeof accountFileSchema>;

export const accountFileListSchema = z.array(accountFileSchema).meta({ id: 'AccountFileList' });

/** A proof in the administrators' review list: with its member and whether its review is late. */
export const accountFileReviewItemSchema = accountFileSchema
  .extend({
    memberName: z.string(),
    memberEmail: z.string(),
    /** When the review is due: three working days after the upload. */
    reviewDueAt: isoDateTimeSchema,
    /** Still pending after its due time. */
    overdue: z.boolean(),
  })
  .meta({ id: 'AccountFileReviewItem' });
export type AccountFileReviewItem = z.infer<typeof accountFileReviewItemSchema>;

export const accountFileReviewPageSchema = pageSchema(accountFileReviewItemSchema).meta({
  id: 'AccountFileReviewPage',
});
export type AccountFileReviewPage = z.infer<typeof accountFileReviewPageSchema>;

export const accountFileReviewSortKeys = ['createdAt', 'memberName', 'reviewedAt'] as const;
export type AccountFileReviewSortKey = (typeof accountFileReviewSortKeys)[number];

/**
 * The review list: one state, or every state with the pending ones first. Searching matches the
 * member's name or e-mail. The oldest upload first by default: it has waited longest.
 */
export const accountFileReviewQuerySchema = listQuerySchema(accountFileReviewSortKeys, 'createdAt')
  .extend({ state: accountFileStateSchema.optional() })
  .meta({ id: 'AccountFileReviewQuery' });
export type AccountFileReviewQuery = z.input<typeof accountFileReviewQuerySchema>;

/** A member uploads their own proof (multipart field `file`). */
export const uploadAccountFileInputSchema = z.object({ file: uploadedFileSchema });

/** An administrator uploads a proof for a member (multipart fields `accountId` and `file`). */
export const uploadAccountFileForMemberInputSchema = z.object({
  accountId: z.uuid({ error: 'invalidValue' }),
  file: uploadedFileSchema,
});

export const accountFileIdInputSchema = z
  .object({ accountFileId: z.uuid({ error: 'invalidValue' }) })
  .meta({ id: 'AccountFileIdInput' });

export const accountFilesOfAccountInputSchema = z.object({ accountId: z.uuid({ error: 'invalidValue' }) });

export const fileApproveStates = ['approved', 'rejected'] as const;

/** Approve a pending proof, or reject it with the reason the member will read. */
export const changeFileStatusInputSchema = z
  .object({
    accountFileId: z.uuid({ error: 'invalidValue' }),
    fileApproveState: z.enum(fileApproveStates, { error: 'invalidChoice' }),
    /** Required when rejecting; not kept when approving. */
    reason: rejectionReasonSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.fileApproveState === 'rejected' && input.reason === undefined) {
      context.addIssue({ code: 'custom', path: ['reason'], message: 'required', input: input.reason });
    }
  })
  .meta({ id: 'ChangeFileStatusInput' });
export type ChangeFileStatusInput = z.input<typeof changeFileStatusInputSchema>;

/** Where a member stands: the state of the newest proof, or `none` before the first upload. */
export type ProofStanding = AccountFileState | 'none';

/** The member's standing from their proofs, newest first (as every list of them is ordered). */
export function proofStandingOf(newestFirst: readonly Pick<AccountFileView, 'state'>[]): ProofStanding {
  return newestFirst[0]?.state ?? 'none';
}
