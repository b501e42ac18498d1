import type { Language } from '@coach/core/contracts';

/**
 * The site's name and description as the server writes them into the HTML of pages that are not
 * pre-rendered (pre-rendered pages carry their own). Kept side by side per language, like the error
 * catalogue (core/src/errors/catalogue.ts): the server has no Lingui catalogue, and these two lines
 * are all the HTML text it writes. The single-page app sets each page's own title once it runs.
 */
interface SiteText {
  readonly title: string;
  readonly description: string;
}

export const siteTexts: Readonly<Record<Language, SiteText>> = {
  tr: {
    title: 'Koçluk Saatleri',
    description: 'Koçluk Saatleri: koç adaylarının eşleşerek koçluk deneyim saati kazandığı platform.',
  },
  en: {
    title: 'Coaching Hours',
    description:
      'Coaching Hours: the platform where coaches in training are paired with each other to gain coaching experience hours.',
  },
};
