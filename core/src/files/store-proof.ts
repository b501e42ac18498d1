import { can } from '../accounts/domain/permissions.ts';
import type { ProofContentType } from '../contracts/account-files.ts';
import type { UploadedFile } from '../contracts/files.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { AccountFile } from './domain/account-file.ts';
import { inspectProof } from './domain/proof-upload.ts';

export interface ProofToStore {
  readonly accountId: string;
  readonly file: UploadedFile;
  /** The member, or the administrator uploading on the member's behalf. */
  readonly uploadedBy: string;
}

/**
 * Stores a new pending proof for a member. Its content is checked first (outside the
 * transaction); then the account row is locked, so two uploads at once cannot both pass the
 * "one pending proof" rule. `alsoInTransaction` adds to the same unit of work (the audit entry).
 *
 * - A pending proof is waiting: 4013. The member deletes it to send another; replacing it
 *   silently could swap the file an administrator is looking at for one nobody has seen.
 * - An approved proof is final: 4047. A member needs one approved proof, ever; an administrator
 *   who wants a new one deletes the approved one first.
 * - After a rejection (or with none yet) the member uploads anew; rejected proofs stay listed
 *   with their reasons.
 */
export async function storeProof(
  ctx: UseCaseContext,
  { accountId, file, uploadedBy }: ProofToStore,
  alsoInTransaction?: (tx: TransactionContext, stored: AccountFile) => Promise<void>,
): Promise<AccountFile> {
  const proof = await inspectProof(file, ctx.fileTypeDetector);
  const content = await cleanedContent(ctx, file.bytes, proof.contentType);
  return ctx.unitOfWork.run(async (tx) => {
    const { accounts, accountFiles } = tx.repositories;
    const account = await accounts.findByIdForUpdate(accountId);
    // Proofs belong to members: an account that cannot see its own proofs cannot hold one.
    if (!account || !can(account.accountRoleType, 'files.own')) throw new DomainError('userNotFound');
    const files = await accountFiles.listOfAccount(accountId);
    if (files.some(({ state }) => state === 'pending')) throw new DomainError('fileAwaitingApproval');
    if (files.some(({ state }) => state === 'approved')) {
      throw new DomainError('proofAlreadyReviewed', { state: 'approved' });
    }
    const stored = await accountFiles.insert({
      accountId,
      fileName: proof.fileName,
      contentType: proof.contentType,
      content,
      createdBy: uploadedBy,
      createdAt: ctx.clock.now(),
    });
    await alsoInTransaction?.(tx, stored);
    return stored;
  });
}

/**
 * What is kept of a proof (ADR 0033). A picture is encoded anew without its metadata: a phone
 * photo's EXIF holds the GPS position of the member's home, the camera and the time, none of which
 * a review needs. A PDF is kept as sent (its document information and XMP, the author's name and
 * the program, stay): no maintained PDF library is part of the platform, and a PDF's content is
 * what was asked for. A picture that does not decode is refused (4092) rather than kept unclean;
 * one with more pixels than the server decodes is refused as such (`imageTooLarge`, 4097).
 */
async function cleanedContent(
  ctx: UseCaseContext,
  bytes: Uint8Array,
  contentType: ProofContentType,
): Promise<Uint8Array> {
  if (contentType === 'application/pdf') return bytes;
  try {
    return (await ctx.images.withoutMetadata(bytes, contentType)).bytes;
  } catch (error) {
    if (error instanceof DomainError && error.key === 'imageUnreadable') {
      throw new DomainError('proofImageUnreadable');
    }
    throw error;
  }
}
