import {
  anonymousActor,
  downloadPublishedCoachingLog,
  execute,
  getPublishedCoachingLog,
  listCoachingLogPublications,
  listSigningKeys,
  publishCoachingLog,
  revokeCoachingLogPublication,
  updateCoachingPreferences,
  verifyCoachingLog,
  verifyCoachingLogPdf,
} from '@coach/core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { failure, type Member, type Programme, programme } from './projects-testing.ts';

// A published coaching log (issue 32, ADR 0054) on the fast tier: the snapshot frozen when
// published, each client as far as they agreed, the platform's signature and the PDF checked byte
// for byte, a withdrawn log gone.

async function logSession(p: Programme, projectId: string, recorder: Member, heldOn: string, hours: number) {
  await p.ports.unitOfWork.run(async ({ repositories }) => {
    const session = await repositories.projectSessions.insert({
      projectId,
      heldOn,
      halfHours: hours * 2,
      note: null,
      recordedByAccountId: recorder.id,
      createdAt: p.clock.now(),
    });
    await repositories.projectSessions.decide(session.id, {
      state: 'confirmed',
      disputeReason: null,
      decidedAt: p.clock.now(),
    });
  });
}

/** Ayşe coaches Bora (who shares his name and e-mail) and Cem (who shares neither). */
async function coachWithTwoClients() {
  const p = await programme({ start: new Date('2026-03-02T09:00:00Z') });
  const ayse = await p.coachReady('Ayşe');
  const bora = await p.member('Bora');
  const cem = await p.member('Cem');
  await execute(updateCoachingPreferences, bora.ctx, {
    trainingStartedOn: null,
    shareEmailWithCoaches: true,
    shareNameWithCoaches: true,
  });
  const withBora = (await p.pairUp({ coach: ayse, coachee: bora })).project.id;
  const withCem = (await p.pairUp({ coach: ayse, coachee: cem })).project.id;
  p.advanceDays(20);
  await logSession(p, withBora, ayse, '2026-03-03', 1.5);
  await logSession(p, withCem, ayse, '2026-03-05', 2);
  await logSession(p, withBora, bora, '2026-03-12', 1);
  const anonymous = { ...p.ports, actor: anonymousActor };
  return { p, ayse, bora, cem, withBora, anonymous };
}

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('a published coaching log', () => {
  it('shows each client only as far as they agreed, says which rows both partners confirmed, and signs it', async () => {
    const { ayse, bora, cem, anonymous } = await coachWithTwoClients();
    const published = await execute(publishCoachingLog, ayse.ctx, { language: 'en' });
    expect(published.publicationId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(published.url).toBe(`http://localhost:3000/en/coaching-log/${published.publicationId}`);

    const seen = await execute(getPublishedCoachingLog, anonymous, {
      publicationId: published.publicationId,
    });
    expect(seen.verified).toBe(true);
    expect(seen.log.coach).toBe('Ayşe Üye');
    expect(seen.log.rows).toEqual([
      expect.objectContaining({
        client: 'Bora Üye',
        named: true,
        contactEmail: bora.email,
        paidHours: 0,
        proBonoHours: 2.5,
        confirmedSessions: 2,
        confirmedByBoth: true,
      }),
      expect.objectContaining({ client: 'Client 2', named: false, contactEmail: null, proBonoHours: 2 }),
    ]);
    // Nothing about Cem reaches a visitor: not his name, his e-mail, nor his account.
    expect(seen.payload).not.toContain('Cem');
    expect(seen.payload).not.toContain(cem.email);
    expect(seen.payload).not.toContain(cem.id);
    const { keys } = await execute(listSigningKeys, anonymous, {});
    expect(keys.map((key) => key.kid)).toContain(seen.signature.keyId);
  });

  it('stays as it was signed when the log changes after, and a range holds only its days', async () => {
    const { p, ayse, bora, withBora, anonymous } = await coachWithTwoClients();
    const march = await execute(publishCoachingLog, ayse.ctx, { from: '2026-03-04', to: '2026-03-10' });
    const before = await execute(getPublishedCoachingLog, anonymous, { publicationId: march.publicationId });
    expect(before.log.rows.map((row) => row.client)).toEqual(['Danışan 1']);

    await logSession(p, withBora, ayse, '2026-03-20', 3);
    await execute(updateCoachingPreferences, bora.ctx, {
      trainingStartedOn: null,
      shareEmailWithCoaches: false,
      shareNameWithCoaches: false,
    });
    const after = await execute(getPublishedCoachingLog, anonymous, { publicationId: march.publicationId });
    expect(after.payload).toBe(before.payload);
    expect(after.verified).toBe(true);
  });

  it('verifies its data and its PDF, and fails on one changed byte of either', async () => {
    const { ayse, anonymous } = await coachWithTwoClients();
    const { publicationId } = await execute(publishCoachingLog, ayse.ctx, { language: 'tr' });
    const seen = await execute(getPublishedCoachingLog, anonymous, { publicationId });
    const pdf = await execute(downloadPublishedCoachingLog, anonymous, { publicationId });
    expect(pdf.fileName).toMatch(/^kocluk-gunlugu-2026-03-22\.pdf$/);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Koçluk günlüğü');
    expect(text).toContain(seen.signature.signature.slice(0, 20));
    expect(text).toContain('Bora Üye');

    const data = { payload: seen.payload, signature: seen.signature };
    expect((await execute(verifyCoachingLog, anonymous, data)).result).toBe('verified');
    const changedText = seen.payload.replace('"paidHours":0', '"paidHours":1');
    expect(changedText).not.toBe(seen.payload);
    expect((await execute(verifyCoachingLog, anonymous, { ...data, payload: changedText })).result).toBe(
      'notVerified',
    );
    const lastCharacter = seen.signature.signature.at(-2) === 'A' ? 'B' : 'A';
    const changedSignature = `${seen.signature.signature.slice(0, -2)}${lastCharacter}${seen.signature.signature.at(-1)}`;
    expect(
      (
        await execute(verifyCoachingLog, anonymous, {
          ...data,
          signature: { ...seen.signature, signature: changedSignature },
        })
      ).result,
    ).toBe('notVerified');

    const upload = (bytes: Uint8Array) =>
      execute(verifyCoachingLogPdf, anonymous, { file: { name: 'log.pdf', bytes } });
    expect(await upload(pdf.bytes)).toEqual(expect.objectContaining({ result: 'verified', publicationId }));
    const changed = pdf.bytes.slice();
    const at = Math.floor(changed.length / 2);
    changed[at] = (changed[at] ?? 0) ^ 0x01;
    expect((await upload(changed)).result).toBe('notVerified');
  });

  it('takes 30 checks from one client address in 10 minutes, then refuses it (4040) while others still check', async () => {
    const { p, ayse, anonymous } = await coachWithTwoClients();
    const { publicationId } = await execute(publishCoachingLog, ayse.ctx, { language: 'en' });
    const seen = await execute(getPublishedCoachingLog, anonymous, { publicationId });
    const check = (clientAddress: string) =>
      execute(
        verifyCoachingLog,
        { ...anonymous, clientAddress },
        { payload: seen.payload, signature: seen.signature },
      );
    for (let count = 1; count <= 30; count += 1) expect((await check('203.0.113.7')).result).toBe('verified');
    expect((await failure(check('203.0.113.7'))).code).toBe(4040);
    const pdf = { name: 'log.pdf', bytes: new Uint8Array([1, 2, 3]) };
    expect(
      (
        await failure(
          execute(verifyCoachingLogPdf, { ...anonymous, clientAddress: '203.0.113.7' }, { file: pdf }),
        )
      ).code,
    ).toBe(4040);
    expect((await check('198.51.100.2')).result).toBe('verified');
    p.clock.advanceSeconds(600);
    expect((await check('203.0.113.7')).result).toBe('verified');
  });

  it('is withdrawn by its author only: then gone (410), listed as withdrawn, and both audited', async () => {
    const { p, ayse, bora, anonymous } = await coachWithTwoClients();
    const { publicationId } = await execute(publishCoachingLog, ayse.ctx, { language: 'tr' });
    expect((await failure(execute(revokeCoachingLogPublication, bora.ctx, { publicationId }))).code).toBe(
      4002,
    );

    const revoked = await execute(revokeCoachingLogPublication, ayse.ctx, { publicationId });
    expect(revoked.revokedAt).toBe(p.clock.now().toISOString());
    const gone = await failure(execute(getPublishedCoachingLog, anonymous, { publicationId }));
    expect(gone.code).toBe(4105);
    expect((await failure(execute(downloadPublishedCoachingLog, anonymous, { publicationId }))).code).toBe(
      4105,
    );
    const { items } = await execute(listCoachingLogPublications, ayse.ctx, {});
    expect(items).toEqual([expect.objectContaining({ publicationId, revokedAt: revoked.revokedAt })]);

    const { items: audit } = await p.ports.repositories.auditLog.search({
      search: '',
      offset: 0,
      limit: 100,
    });
    expect(
      audit
        .filter((entry) => entry.entityId === publicationId)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(['coaching.publishLog', 'coaching.revokeLogPublication']);
  });
});
