import { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { noInput } from '../contracts/common.ts';
import { savedFilterListSchema, savedFilterSchema, saveFilterInputSchema } from '../contracts/group-mail.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { SavedAccountFilter } from '../ports/group-mail-repository.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

const view = (saved: SavedAccountFilter) => ({ ...saved, createdAt: saved.createdAt.toISOString() });

/** The filters kept under a name, to mail the same group again; by name. */
export const listSavedFilters = defineUseCase({
  name: 'mail.listSavedFilters',
  summary: 'The saved account filters, by name',
  access: 'mail.sendGroup',
  input: noInput,
  output: savedFilterListSchema,
  errors: [],
  async run({ ctx }) {
    return { items: (await ctx.repositories.groupMails.listSavedFilters()).map(view) };
  },
});

/** Keeps an account filter under a name. */
export const saveFilter = defineUseCase({
  name: 'mail.saveFilter',
  summary: 'Save an account filter under a name',
  access: 'mail.sendGroup',
  input: saveFilterInputSchema,
  output: savedFilterSchema,
  errors: ['nameTaken'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const saved = await ctx.unitOfWork.run(async (tx) => {
      const inserted = await tx.repositories.groupMails.saveFilter({
        name: input.name.trim(),
        filter: input.filter,
        createdBy: actor.accountId,
        createdAt: ctx.clock.now(),
      });
      await recordAudit(tx, ctx, {
        action: 'mail.saveFilter',
        entityType: 'savedFilter',
        entityId: inserted.id,
        after: { name: inserted.name, filter: inserted.filter },
      });
      return inserted;
    });
    return view(saved);
  },
});

/** Forgets a saved filter (the mails sent with it keep their own copy of it). */
export const deleteSavedFilter = defineUseCase({
  name: 'mail.deleteSavedFilter',
  summary: 'Delete a saved account filter',
  access: 'mail.sendGroup',
  input: z.object({ id: z.uuid({ error: 'invalidValue' }) }).meta({ id: 'SavedFilterIdInput' }),
  output: z.object({}),
  errors: ['recordNotFound'],
  success: 'recordDeleted',
  async run({ ctx, input }) {
    await ctx.unitOfWork.run(async (tx) => {
      if (!(await tx.repositories.groupMails.deleteFilter(input.id))) throw new DomainError('recordNotFound');
      await recordAudit(tx, ctx, {
        action: 'mail.deleteSavedFilter',
        entityType: 'savedFilter',
        entityId: input.id,
      });
    });
    return {};
  },
});
