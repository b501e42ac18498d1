import {
  allowedProofKinds,
  isProofContentType,
  maxProofBytes,
  type ProofContentType,
} from '../../contracts/account-files.ts';
import type { UploadedFile } from '../../contracts/files.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { FileTypeDetector } from '../../ports/file-type-detector.ts';

/** An animated PNG is still a PNG to every viewer (they show its first frame). */
const sameKind: Readonly<Record<string, ProofContentType>> = { 'image/apng': 'image/png' };

const extensionsOf: Readonly<Record<ProofContentType, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};
const proofExtensions = new Set(Object.values(extensionsOf).flat());

/** Long enough for any real file name, short enough for a table cell and a Content-Disposition. */
const maxStemLength = 120;

/**
 * A proof's type, from its content only: the name and the browser's type are never trusted. Empty
 * → 4012; over 2 MB → 4038 (the server refuses such a body while it streams; this holds for every
 * other caller); anything but PDF, PNG or JPEG → 4043 naming the accepted kinds.
 */
export async function inspectProof(
  file: UploadedFile,
  detector: FileTypeDetector,
): Promise<{ contentType: ProofContentType; fileName: string }> {
  if (file.bytes.byteLength === 0) throw new DomainError('fileEmpty');
  if (file.bytes.byteLength > maxProofBytes) {
    throw new DomainError('payloadTooLarge', { limitKb: maxProofBytes / 1024 });
  }
  const detected = await detector.detect(file.bytes);
  const mime = detected ? (sameKind[detected.mime] ?? detected.mime) : '';
  if (!isProofContentType(mime)) throw new DomainError('fileTypeNotAllowed', { allowed: allowedProofKinds });
  return { contentType: mime, fileName: proofFileName(file.name, mime) };
}

/**
 * The name a proof is kept and downloaded under: the sender's name without any folder part or
 * control characters, with the extension of its real type (a PNG sent as `diploma.pdf` becomes
 * `diploma.png`, so that it opens in the right program).
 */
export function proofFileName(given: string, contentType: ProofContentType): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
  const base = (given.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const match = /^(.*)\.([A-Za-z0-9]{1,5})$/.exec(base);
  const extension = match?.[2]?.toLowerCase();
  const extensions = extensionsOf[contentType];
  if (match && extension && extensions.includes(extension)) {
    return `${shorten(match[1] ?? '')}.${extension}`;
  }
  const stem = match && extension && proofExtensions.has(extension) ? (match[1] ?? '') : base;
  return `${shorten(stem)}.${extensions[0]}`;
}

function shorten(stem: string): string {
  const trimmed = [...stem.trim()].slice(0, maxStemLength).join('').trim();
  return trimmed === '' || trimmed === '.' || trimmed === '..' ? 'proof' : trimmed;
}
