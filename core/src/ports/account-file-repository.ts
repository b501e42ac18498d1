import type { AccountFileReviewSortKey, AccountFileState } from '../contracts/account-files.ts';
import type {
  AccountFile,
  AccountFileReview,
  AccountFileWithContent,
  AccountFileWithMember,
  NewAccountFile,
} from '../files/domain/account-file.ts';

export interface AccountFileReviewSearch {
  /** One state, or every state with the pending ones first. */
  readonly state?: AccountFileState | undefined;
  /**
   * Words that must each appear in the member's name, surname, e-mail or phone, ignoring case and
   * Turkish letters (ş/s, ı/i, …); empty matches all.
   */
  readonly search: string;
  /**
   * `memberName` orders by name, then surname (Turkish alphabetical order); ties fall back to the
   * upload time, then the id, in the sort's direction. Not yet reviewed proofs come last in both
   * directions of `reviewedAt`.
   */
  readonly sort: { readonly key: AccountFileReviewSortKey; readonly descending: boolean };
  readonly offset: number;
  readonly limit: number;
}

/** Proofs of education, read anywhere. Nothing but `findContent` reads the bytes. */
export interface AccountFileReads {
  findById(id: string): Promise<AccountFile | null>;
  /** The proof with its bytes, to send it. */
  findContent(id: string): Promise<AccountFileWithContent | null>;
  /** One account's proofs, newest first. */
  listOfAccount(accountId: string): Promise<AccountFile[]>;
  /** A page of the review list, with the number of matches in all. */
  search(query: AccountFileReviewSearch): Promise<{ items: AccountFileWithMember[]; total: number }>;
  /** Pending proofs, or those uploaded before `uploadedBefore` (overdue ones: admin dashboard). */
  countPending(uploadedBefore?: Date): Promise<number>;
}

/** Proofs inside a unit of work: reads, row locks and writes. */
export interface AccountFileRepository extends AccountFileReads {
  /** Like findById, but holds the row until the unit of work ends (two reviews of one proof). */
  findByIdForUpdate(id: string): Promise<AccountFile | null>;
  /** Stores a new proof as `pending`. */
  insert(file: NewAccountFile): Promise<AccountFile>;
  /** Records the review of a pending proof. */
  review(id: string, review: AccountFileReview): Promise<AccountFile>;
  delete(id: string): Promise<void>;
}
