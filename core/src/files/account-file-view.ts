import type { AccountFileView } from '../contracts/account-files.ts';
import type { AccountFile } from './domain/account-file.ts';

/** A stored proof as the API shows it: dates as ISO text, who uploaded it reduced to a flag. */
export function accountFileView(file: AccountFile): AccountFileView {
  return {
    id: file.id,
    accountId: file.accountId,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    state: file.state,
    rejectionReason: file.rejectionReason,
    // The member's own proofs vanish with their account, so anyone else (or nobody left) is staff.
    uploadedByAdministrator: file.createdBy !== file.accountId,
    createdAt: file.createdAt.toISOString(),
    reviewedAt: file.reviewedAt?.toISOString() ?? null,
  };
}
