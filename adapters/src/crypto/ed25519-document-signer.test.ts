import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEd25519DocumentSigner, generateSigningKeyPem } from './ed25519-document-signer.ts';

const text = new TextEncoder().encode('{"format":"coaching-log/1"}');
const publicPemOf = (privatePem: string) =>
  createPublicKey(createPrivateKey(privatePem)).export({ format: 'pem', type: 'spki' }).toString();

describe('the Ed25519 document signer', () => {
  it('after a rotation signs with the new key, and still verifies what the retired key signed', async () => {
    const oldPem = generateSigningKeyPem();
    const before = createEd25519DocumentSigner(oldPem);
    const signedBefore = await before.sign(text);

    const after = createEd25519DocumentSigner(generateSigningKeyPem(), [publicPemOf(oldPem)]);
    const signedAfter = await after.sign(text);
    expect(signedAfter.keyId).not.toBe(signedBefore.keyId);
    expect(await after.verify(text, signedBefore)).toBe(true);
    expect(await after.verify(text, signedAfter)).toBe(true);
    expect((await after.publicKeys()).map((key) => key.kid)).toEqual([signedAfter.keyId, signedBefore.keyId]);

    // Without the retired key, what it signed is unknown: not verified.
    const forgetful = createEd25519DocumentSigner(generateSigningKeyPem());
    expect(await forgetful.verify(text, signedBefore)).toBe(false);
    // A retired key verifies only what it signed.
    expect(await after.verify(new TextEncoder().encode('{"format":"other"}'), signedBefore)).toBe(false);
  });
});
