import type { Language } from '../contracts/language.ts';

/** A published coaching log as stored (ADR 0054): the signed text, its signature and its PDF. */
export interface CoachingLogPublicationRecord {
  /** 256 random bits, base64url: the public address's last part. */
  readonly id: string;
  readonly accountId: string;
  readonly language: Language;
  readonly from: string | null;
  readonly to: string | null;
  /** The canonical JSON that was signed, exactly as signed. */
  readonly payload: string;
  readonly keyId: string;
  readonly signature: string;
  /** SHA-256 (hex) of `pdf`. */
  readonly pdfSha256: string;
  readonly rowCount: number;
  readonly publishedAt: Date;
  readonly revokedAt: Date | null;
}

export interface CoachingLogPublicationReads {
  findById(id: string): Promise<CoachingLogPublicationRecord | null>;
  /** The publication whose PDF has this SHA-256, if any. */
  findByPdfSha256(sha256: string): Promise<CoachingLogPublicationRecord | null>;
  /** The PDF made when it was published, byte for byte. */
  findPdf(id: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** A member's publications, newest first. */
  listByAccount(accountId: string): Promise<CoachingLogPublicationRecord[]>;
}

export interface CoachingLogPublicationRepository extends CoachingLogPublicationReads {
  insert(publication: CoachingLogPublicationRecord, pdf: Uint8Array): Promise<void>;
  /** Sets the revocation time if not set; false when no publication of this member has this id. */
  revoke(id: string, accountId: string, at: Date): Promise<boolean>;
}
