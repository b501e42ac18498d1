import { memberLanguagesSchema, updateOwnProfileInputSchema } from '@coach/core/contracts';
import type { ZodForm } from '@coach/kit/forms';

/** Settings → profile: the server's own schema, narrowed to the fields of this section. */
export const profileFieldsSchema = updateOwnProfileInputSchema.pick({
  bio: true,
  address: true,
  phone: true,
  countryCode: true,
  stateCode: true,
  city: true,
});
export type ProfileFieldsForm = ZodForm<typeof profileFieldsSchema>;

/** Settings → language abilities; members need at least one coaching language, as the server says. */
export const languageFieldsSchema = updateOwnProfileInputSchema.pick({ languages: true, language: true });
export const memberLanguageFieldsSchema = languageFieldsSchema.extend({ languages: memberLanguagesSchema });
