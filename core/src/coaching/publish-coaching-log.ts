import { recordAudit } from '../audit/record-audit.ts';
import {
  coachingLogPublicationSchema,
  type PublishedLog,
  publishCoachingLogInputSchema,
} from '../contracts/coaching-log-publications.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { platformName } from '../shared/platform-name.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { utf8Bytes } from '../shared/utf8.ts';
import { coachingRowsBetween } from './domain/coaching-summary.ts';
import { canonicalJson } from './publication/canonical-json.ts';
import { publicationView } from './publication/publication-view.ts';
import { publishedLogUrl, publishedRowOf, publishedTotalsOf } from './publication/published-log.ts';
import { publishedLogDocument } from './publication/published-log-document.ts';

/**
 * Publishes the member's coaching log, all of it or the days `from` to `to`, for an assessor
 * (issue 32, ADR 0054): the rows as they are now are frozen into a snapshot, written as canonical
 * JSON and signed by the platform; its PDF (with a QR code to the page and the signature) is made
 * once and kept byte for byte. The address's id is 256 random bits. Audited.
 */
export const publishCoachingLog = defineUseCase({
  name: 'coaching.publishLog',
  summary: 'Publish your coaching log (or a date range of it), signed by the platform, as a page and a PDF',
  access: 'projects.own',
  input: publishCoachingLogInputSchema,
  output: coachingLogPublicationSchema,
  errors: [],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const [entries, preferences] = await Promise.all([
      ctx.repositories.coachingHours.listHourEntries(actor.accountId),
      ctx.repositories.coachingHours.findPreferences(actor.accountId),
    ]);
    const { language } = input;
    const rows = coachingRowsBetween(entries, preferences.trainingStartedOn, input.from, input.to).map(
      (item, index) => publishedRowOf(item, index + 1, language),
    );
    const id = ctx.tokenGenerator.generate().token;
    const publishedAt = ctx.clock.now();
    const log: PublishedLog = {
      format: 'coaching-log/1',
      id,
      issuer: platformName[language],
      publishedAt: publishedAt.toISOString(),
      language,
      coach: `${actor.account.name} ${actor.account.surname}`,
      from: input.from,
      to: input.to,
      rows,
      totals: publishedTotalsOf(rows),
    };
    const payload = canonicalJson(log);
    const signature = await ctx.documentSigner.sign(utf8Bytes(payload));
    const url = publishedLogUrl(ctx.publicBaseUrl, id, language);
    const pdf = await ctx.pdfDocuments.coachingLog(publishedLogDocument(log, signature, url));
    const record = {
      id,
      accountId: actor.accountId,
      language,
      from: input.from,
      to: input.to,
      payload,
      keyId: signature.keyId,
      signature: signature.signature,
      pdfSha256: await ctx.documentSigner.digest(pdf),
      rowCount: rows.length,
      publishedAt,
      revokedAt: null,
    };
    await ctx.unitOfWork.run(async (tx) => {
      await tx.repositories.coachingLogPublications.insert(record, pdf);
      await recordAudit(tx, ctx, {
        action: 'coaching.publishLog',
        entityType: 'coachingLogPublication',
        entityId: id,
        after: { language, from: input.from, to: input.to, rows: rows.length, keyId: signature.keyId },
      });
    });
    return publicationView(ctx, record);
  },
});
