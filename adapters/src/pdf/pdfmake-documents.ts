import { createRequire } from 'node:module';
import type {
  CoachingLogToWrite,
  PdfDetail,
  PdfDocuments,
  ReceiptToWrite,
} from '@coach/core/ports/pdf-documents';
import pdfmake, { type Content } from 'pdfmake';

/**
 * Roboto as pdfmake ships it (inside node_modules: nothing to download or copy), with every Turkish
 * letter (ş ğ ı İ ç ö ü) and the lira sign. pdfmake's own `fonts/Roboto.js` says which file is
 * which style; the files are resolved here, so that the access policy can name exactly these four.
 */
const require = createRequire(import.meta.url);
const roboto = {
  normal: require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'),
  bold: require.resolve('pdfmake/fonts/Roboto/Roboto-Medium.ttf'),
  italics: require.resolve('pdfmake/fonts/Roboto/Roboto-Italic.ttf'),
  bolditalics: require.resolve('pdfmake/fonts/Roboto/Roboto-MediumItalic.ttf'),
};
const fontFiles = new Set(Object.values(roboto));

const ink = '#1f2933';
const muted = '#616e7c';
const accent = '#0b6e4f';

/** Label and value lines as a two-column table with a rule under each line. */
function detailTable(details: readonly PdfDetail[]): Content {
  return {
    table: {
      widths: [150, '*'],
      body: details.map(({ label, value }) => [
        { text: label, color: muted },
        { text: value, bold: true },
      ]),
    },
    layout: {
      hLineWidth: (row, node) => (row === 0 || row === node.table.body.length ? 0 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => '#d9dee3',
      paddingLeft: () => 0,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
  };
}

type DocumentDefinition = Parameters<typeof pdfmake.createPdf>[0];

function receiptDefinition(receipt: ReceiptToWrite): DocumentDefinition {
  return {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 72],
    language: receipt.language,
    info: {
      title: `${receipt.title} – ${receipt.subtitle}`,
      author: receipt.platformName,
      creator: receipt.platformName,
    },
    defaultStyle: { font: 'Roboto', fontSize: 10.5, color: ink, lineHeight: 1.2 },
    content: [
      { text: receipt.platformName, bold: true, fontSize: 12, color: accent },
      { text: receipt.title, bold: true, fontSize: 24, margin: [0, 18, 0, 2] },
      { text: receipt.subtitle, fontSize: 12, color: muted, margin: [0, 0, 0, 20] },
      detailTable(receipt.buyer),
      { text: '', margin: [0, 0, 0, 16] },
      detailTable(receipt.details),
    ],
    footer: { text: receipt.footer, fontSize: 9, color: muted, margin: [56, 24, 56, 0] },
  };
}

/**
 * A published coaching log on landscape A4 (ADR 0054): its facts, the clients' table (its header
 * repeated on every page), the notes, then the QR code to its page beside the signature.
 */
function coachingLogDefinition(log: CoachingLogToWrite): DocumentDefinition {
  const numeric = new Set([3, 4]);
  const cell = (text: string, index: number, bold = false) => ({
    text,
    bold,
    alignment: numeric.has(index) ? ('right' as const) : ('left' as const),
  });
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [48, 48, 48, 64],
    language: log.language,
    info: {
      title: `${log.title} – ${log.subtitle}`,
      author: log.platformName,
      creator: log.platformName,
    },
    defaultStyle: { font: 'Roboto', fontSize: 9.5, color: ink, lineHeight: 1.2 },
    content: [
      { text: log.platformName, bold: true, fontSize: 12, color: accent },
      { text: log.title, bold: true, fontSize: 22, margin: [0, 14, 0, 2] },
      { text: log.subtitle, fontSize: 12, color: muted, margin: [0, 0, 0, 14] },
      detailTable(log.details),
      {
        margin: [0, 16, 0, 0],
        table: {
          headerRows: 1,
          widths: ['*', '*', 150, 55, 60, 110],
          body: [
            log.columns.map((text, index) => ({ ...cell(text, index, true), color: muted })),
            ...log.rows.map((row) => row.map((text, index) => cell(text, index))),
            log.totals.map((text, index) => cell(text, index, true)),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...log.notes.map((note) => ({ text: note, fontSize: 8.5, color: muted, margin: [0, 8, 0, 0] })),
      {
        unbreakable: true,
        margin: [0, 18, 0, 0],
        columns: [
          { qr: log.verification.url, fit: 110, width: 120 },
          {
            width: '*',
            stack: [
              { text: log.verification.heading, bold: true, fontSize: 12, color: accent },
              { text: log.verification.text, margin: [0, 4, 0, 6] },
              ...log.verification.signature.map(({ label, value }) => ({
                text: [
                  { text: `${label}: `, color: muted },
                  { text: value, font: 'Roboto', fontSize: 8 },
                ],
                margin: [0, 2, 0, 0],
              })),
            ],
          },
        ],
      },
    ] as Content[],
    footer: { text: log.footer, fontSize: 8, color: muted, margin: [48, 24, 48, 0] },
  };
}

/** pdfmake's buffer as bytes of their own: Node's buffers may share a pooled ArrayBuffer. */
async function bytesOf(definition: DocumentDefinition): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await pdfmake.createPdf(definition).getBuffer();
  const bytes = new Uint8Array(buffer.byteLength);
  bytes.set(buffer);
  return bytes;
}

/**
 * The platform's PDF documents through pdfmake (ADR 0053): the layout is declared, pdfmake (on
 * pdfkit) breaks the lines and embeds the subset of Roboto the document uses. It may read only
 * its four font files, and no URL: every text comes from the platform, never a picture's address.
 */
export function createPdfmakeDocuments(): PdfDocuments {
  pdfmake.setFonts({ Roboto: { ...roboto } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
  return {
    receipt: (receipt) => bytesOf(receiptDefinition(receipt)),
    coachingLog: (log) => bytesOf(coachingLogDefinition(log)),
  };
}
