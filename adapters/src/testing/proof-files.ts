import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { onePagePdf } from '../files/one-page-pdf.ts';

// Real files for the proof-of-education tests, made on the spot: the server checks content, not
// names, so every test file must be what it claims (or exactly not, for the refusals).

const encoder = new TextEncoder();

/** A one-page PDF with a correct cross-reference table, small enough to read in a test. */
export const minimalPdf = () => onePagePdf();

async function image(format: 'png' | 'jpeg' | 'gif' | 'webp'): Promise<Uint8Array> {
  const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } });
  return new Uint8Array(await picture.toFormat(format).toBuffer());
}

export const minimalPng = () => image('png');
export const minimalJpeg = () => image('jpeg');
export const minimalGif = () => image('gif');
export const minimalWebp = () => image('webp');

/** The start of a Windows program (a PE file): "MZ", the DOS stub's pointer, and "PE\0\0". */
export function windowsProgram(): Uint8Array {
  const bytes = new Uint8Array(512);
  bytes.set(encoder.encode('MZ'), 0);
  new DataView(bytes.buffer).setUint32(0x3c, 0x80, true);
  bytes.set(encoder.encode('PE\0\0'), 0x80);
  new DataView(bytes.buffer).setUint16(0x84, 0x14c, true); // i386
  return bytes;
}

/** A valid ZIP archive holding one stored (uncompressed) text file. */
export function zipArchive(): Uint8Array {
  const name = encoder.encode('diploma.txt');
  const content = encoder.encode('not a proof of education');
  const crc = crc32(content);
  const local = new Uint8Array(30 + name.length);
  const localView = new DataView(local.buffer);
  localView.setUint32(0, 0x04034b50, true);
  localView.setUint16(4, 20, true);
  localView.setUint32(14, crc, true);
  localView.setUint32(18, content.length, true);
  localView.setUint32(22, content.length, true);
  localView.setUint16(26, name.length, true);
  local.set(name, 30);
  const central = new Uint8Array(46 + name.length);
  const centralView = new DataView(central.buffer);
  centralView.setUint32(0, 0x02014b50, true);
  centralView.setUint16(4, 20, true);
  centralView.setUint16(6, 20, true);
  centralView.setUint32(16, crc, true);
  centralView.setUint32(20, content.length, true);
  centralView.setUint32(24, content.length, true);
  centralView.setUint16(28, name.length, true);
  central.set(name, 46);
  const end = new Uint8Array(22);
  const endView = new DataView(end.buffer);
  endView.setUint32(0, 0x06054b50, true);
  endView.setUint16(8, 1, true);
  endView.setUint16(10, 1, true);
  endView.setUint32(12, central.length, true);
  endView.setUint32(16, local.length + content.length, true);
  return concat(local, content, central, end);
}

/** Plain text, and an HTML page with a script: what a browser might run if it sniffed the type. */
export const plainText = () => encoder.encode('Bu bir diploma değildir.\n');
export const htmlPage = () =>
  encoder.encode('<!doctype html><html><script>alert(document.cookie)</script></html>');

/** The parts' bytes, one after another. */
export function concat(...parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** `size` bytes of a valid PDF: the minimal one padded with a comment (PDF allows trailing data). */
export function pdfOfSize(size: number): Uint8Array {
  const pdf = minimalPdf();
  if (size < pdf.length) throw new Error(`a PDF needs at least ${pdf.length} bytes`);
  const padded = new Uint8Array(size).fill(0x20);
  padded.set(pdf, 0);
  return padded;
}
