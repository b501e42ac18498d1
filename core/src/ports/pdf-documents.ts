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

/**
 * Writes the platform's printable documents as PDF: one method per kind of document (a receipt
 * now; the verifiable coaching log next), each on A4 in a font that has every Turkish letter.
 */
export interface PdfDocuments {
  receipt(receipt: ReceiptToWrite): Promise<Uint8Array<ArrayBuffer>>;
}
