import {
  type AccountFileState,
  allowedProofKinds,
  maxProofBytes,
  type ProofContentType,
} from '@coach/core/contracts';
import { answer } from './handlers.ts';

// The server's checks of an uploaded proof of education, for the msw handlers of the member's and
// the administrators' proof pages (one copy, so the two mocks refuse the same files the same way).

const signatures: [ProofContentType, number[]][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
];

/** The type from the first bytes, as the server's file-type check does for these three kinds. */
export function proofContentTypeOf(bytes: Uint8Array): ProofContentType | null {
  const match = signatures.find(([, magic]) => magic.every((byte, index) => bytes[index] === byte));
  return match?.[0] ?? null;
}

/** The file's bytes and type, or the answer the server gives: 4012 empty, 413 too large, 4043 type. */
export async function checkProofFile(
  request: Request,
  file: File,
): Promise<{ bytes: Uint8Array; contentType: ProofContentType } | Response> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) return answer(request, 400, 'fileEmpty');
  if (bytes.byteLength > maxProofBytes) return answer(request, 413, 'payloadTooLarge', { limitKb: 2048 });
  const contentType = proofContentTypeOf(bytes);
  if (!contentType) return answer(request, 415, 'fileTypeNotAllowed', { allowed: allowedProofKinds });
  return { bytes, contentType };
}

/** 4013 while a proof waits for review, 4047 once one is approved; null when a new one may come. */
export function refuseWhileProofStands(
  request: Request,
  proofs: readonly { readonly state: AccountFileState }[],
): Response | null {
  if (proofs.some((proof) => proof.state === 'pending')) return answer(request, 409, 'fileAwaitingApproval');
  if (proofs.some((proof) => proof.state === 'approved')) {
    return answer(request, 409, 'proofAlreadyReviewed', { state: 'approved' });
  }
  return null;
}
