import type { AccountFileState, ProofContentType } from '../../contracts/account-files.ts';

/** A proof of education as stored, without its bytes: what lists and rules need. */
export interface AccountFile {
  readonly id: string;
  readonly accountId: string;
  readonly fileName: string;
  /** Detected from the content, never taken from the browser. */
  readonly contentType: ProofContentType;
  readonly sizeBytes: number;
  readonly state: AccountFileState;
  /** Set exactly when the state is `rejected`. */
  readonly rejectionReason: string | null;
  /** Who uploaded it: the member, or an administrator on the member's behalf; null once deleted. */
  readonly createdBy: string | null;
  readonly reviewedBy: string | null;
  readonly reviewedAt: Date | null;
  readonly createdAt: Date;
}

/** A proof with its bytes, read only to send the file itself. */
export interface AccountFileWithContent extends AccountFile {
  readonly content: Uint8Array;
}

/** A proof in the administrators' review list, with the member it belongs to. */
export interface AccountFileWithMember extends AccountFile {
  readonly memberName: string;
  readonly memberSurname: string;
  readonly memberEmail: string;
}

export type NewAccountFile = Pick<
  AccountFileWithContent,
  'accountId' | 'fileName' | 'contentType' | 'content' | 'createdBy' | 'createdAt'
>;

/** The outcome of a review: approved, or rejected with the reason the member reads. */
export type AccountFileReview = {
  readonly reviewedBy: string;
  readonly reviewedAt: Date;
} & (
  | { readonly state: 'approved'; readonly rejectionReason: null }
  | { readonly state: 'rejected'; readonly rejectionReason: string }
);
