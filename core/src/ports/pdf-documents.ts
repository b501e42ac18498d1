import type { Language } from '../contracts/language.ts';

/** One line of a document's facts: a label and its value ("Order number: 1042"). */
export interface PdfDetail {
  readonly label: string;
  readonly value: string;
}

/**
 * What every document the platform prints has, in its language: the platform's name at the top, a
 * title, and a line at the foot (when and by whom it was issued). Core writes every text, already
 * translated and formatted (ADR 0053); an adapter only lays it out.
 */
export interface PdfDocumentHead {
  /** The document's language (the PDF's `Lang`, so that readers speak it right). */
  readonly language: Language;
  readonly platformName: string;
  readonly title: string;
  readonly footer: string;
}

/** A receipt: who bought what, for how much, how it was paid, as label and value lines. */
export interface ReceiptToWrite extends PdfDocumentHead {
  /** Under the title: "Order no. 1042". */
  readonly subtitle: string;
  /** Who the receipt is for: name, then e-mail. */
  readonly buyer: readonly PdfDetail[];
  /** The order's facts, in their order. */
  readonly details: readonly PdfDetail[];
}

/** A published coaching log (ADR 0054): its facts, a table of clients, and how to check it. */
export interface CoachingLogToWrite extends PdfDocumentHead {
  /** Under the title: the coach's name. */
  readonly subtitle: string;
  /** The publication's facts: coach, period, published on. */
  readonly details: readonly PdfDetail[];
  /** The table's header, repeated on every page. */
  readonly columns: readonly string[];
  /** One line per client, each with as many cells as `columns`. */
  readonly rows: readonly (readonly string[])[];
  readonly totals: readonly string[];
  /** Said under the table (what "confirmed" means, why a client is numbered). */
  readonly notes: readonly string[];
  readonly verification: {
    readonly heading: string;
    /** The page's address, drawn as a QR code and written out. */
    readonly url: string;
    readonly text: string;
    /** The key's id and the signature, as label and value lines. */
    readonly signature: readonly PdfDetail[];
  };
}

/**
 * Writes the platform's printable documents as PDF: one method per kind of document (a receipt, a
 * published coaching log), each on A4 in a font that has every Turkish letter.
 */
export interface PdfDocuments {
  receipt(receipt: ReceiptToWrite): Promise<Uint8Array<ArrayBuffer>>;
  coachingLog(log: CoachingLogToWrite): Promise<Uint8Array<ArrayBuffer>>;
}
