import { groupMailContentSchema, groupMailPreviewSchema } from '../contracts/group-mail.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { contentFor } from './domain/group-audience.ts';

/**
 * Both versions of a mail to a group, rendered by the renderer that sends it, as a member gets
 * them: greeted by name (here the administrator's own), with the unsubscribe link at the end.
 */
export const previewGroupMail = defineUseCase({
  name: 'mail.previewGroupMail',
  summary: 'Render a mail to a group in Turkish and English as a member would get it',
  access: 'mail.sendGroup',
  input: groupMailContentSchema,
  output: groupMailPreviewSchema,
  errors: [],
  async run({ ctx, input }) {
    const { account } = assertSignedIn(ctx.actor);
    const render = (language: 'tr' | 'en') =>
      ctx.mailRenderer.render(
        {
          template: 'programmeNews',
          data: {
            name: account.name,
            ...contentFor(input, language),
            unsubscribeToken: 'preview',
            groupMailId: 'preview',
          },
        },
        language,
      );
    const [tr, en] = await Promise.all([render('tr'), render('en')]);
    return { tr, en };
  },
});
