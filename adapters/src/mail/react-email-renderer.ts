import type { Language, Mail, MailRenderer, MailTemplate } from '@coach/core';
import { domainOf } from '../calendar/session-uid.ts';
import type { MailTemplateDefinition, TemplateProps } from './templates/template.ts';

export interface ReactEmailRendererOptions {
  /** Where readers reach the platform (PUBLIC_BASE_URL), for the links in mails. */
  readonly publicBaseUrl: string;
  /**
   * The address calendar invites name as organizer (the sender's, MAIL_FROM): a no-reply address,
   * so that neither partner's address appears (ADR 0056). `no-reply@` the platform's host when not given.
   */
  readonly organizerAddress?: string | undefined;
}

/** `path` → an absolute link in `language` (Turkish has no prefix, English lives under /en). */
function linkIn(publicBaseUrl: string, language: Language) {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return (path: string) => `${base}${language === 'en' ? '/en' : ''}${path}`;
}

/**
 * React Email and the templates load on the first render, not at start: `@react-email/components`
 * alone takes most of a second to import, which the server's start and every CLI command would
 * otherwise pay for mail they may never render.
 */
async function loadTemplates() {
  const [{ render }, { mailTemplateRegistry }, { mailI18n }, { mailBrand }] = await Promise.all([
    import('@react-email/render'),
    import('./templates/registry.ts'),
    import('./templates/i18n.ts'),
    import('./templates/layout.ts'),
  ]);
  return { render, mailTemplateRegistry, mailI18n, mailBrand };
}

/** What a heading's formatter uses of html-to-text's builder (the package ships no types). */
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  pushWordTransform(transform: (word: string) => string): void;
  popWordTransform(): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
}
type HeadingFormatter = (
  element: { children: unknown[] },
  walk: (children: unknown[], builder: TextBuilder) => void,
  builder: TextBuilder,
  options: { leadingLineBreaks?: number; trailingLineBreaks?: number },
) => void;

/** The heading levels html-to-text writes in capitals, with its own spacing for each. */
const headingBreaks = { h1: 3, h2: 3, h3: 3, h4: 2, h5: 2, h6: 2 } as const;

/**
 * html-to-text writes headings in capitals with `toUpperCase()`, which knows no language: Turkish
 * "Yeni bir şifre belirleyin" became "YENI BIR ŞIFRE BELIRLEYIN" (dotless I for i). The same
 * capitals, in the mail's own language ("YENİ BİR ŞİFRE BELİRLEYİN").
 */
function plainTextIn(language: Language) {
  const locale = language === 'tr' ? 'tr-TR' : 'en-GB';
  return {
    formatters: {
      headingInLanguage: ((element, walk, builder, options) => {
        builder.openBlock({ leadingLineBreaks: options.leadingLineBreaks ?? 2 });
        builder.pushWordTransform((word) => word.toLocaleUpperCase(locale));
        walk(element.children, builder);
        builder.popWordTransform();
        builder.closeBlock({ trailingLineBreaks: options.trailingLineBreaks ?? 2 });
      }) satisfies HeadingFormatter,
    },
    selectors: Object.entries(headingBreaks).map(([selector, leadingLineBreaks]) => ({
      selector,
      format: 'headingInLanguage',
      options: { leadingLineBreaks, trailingLineBreaks: 2 },
    })),
  };
}

/**
 * Renders mail with React Email: the template's component to HTML (tables and inline styles that
 * mail clients understand) and to plain text (for clients and filters that read only text).
 */
export function createReactEmailRenderer({
  publicBaseUrl,
  organizerAddress,
}: ReactEmailRendererOptions): MailRenderer {
  const domain = domainOf(publicBaseUrl);
  const organizer = organizerAddress ?? `no-reply@${domain}`;
  let loaded: ReturnType<typeof loadTemplates> | undefined;
  return {
    async render(mail: Mail, language: Language) {
      loaded ??= loadTemplates();
      const { render, mailTemplateRegistry, mailI18n, mailBrand } = await loaded;
      // The union of templates is narrowed by the registry's key: each definition meets its own data.
      const template = mailTemplateRegistry[mail.template] as MailTemplateDefinition<MailTemplate>;
      const props: TemplateProps<MailTemplate> = {
        data: mail.data,
        i18n: mailI18n(language),
        language,
        link: linkIn(publicBaseUrl, language),
      };
      const element = template.body(props);
      const [html, text] = await Promise.all([
        render(element),
        render(element, { plainText: true, htmlToTextOptions: plainTextIn(language) }),
      ]);
      const listUnsubscribe = template.listUnsubscribe?.(props);
      const replyTo = template.replyTo?.(props);
      const senderName = mailBrand(props.i18n);
      const calendar = template.calendar?.(props, { name: senderName, email: organizer, domain });
      return {
        senderName,
        subject: template.subject(props),
        html,
        text,
        ...(listUnsubscribe ? { listUnsubscribe } : {}),
        ...(replyTo ? { replyTo } : {}),
        ...(calendar ? { calendar } : {}),
      };
    },
  };
}
