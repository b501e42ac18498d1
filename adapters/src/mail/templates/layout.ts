import type { Language } from '@coach/core';
import type { I18n } from '@lingui/core';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';

// Plain, high-contrast styles inlined by React Email: mail clients ignore style sheets and most
// of CSS, and many show mail on a white background whatever the reader's theme.
const styles = {
  body: {
    backgroundColor: '#f4f4f5',
    fontFamily: 'Arial, Helvetica, sans-serif',
    margin: 0,
    padding: '24px 0',
  },
  container: { backgroundColor: '#ffffff', borderRadius: '8px', maxWidth: '560px', padding: '32px' },
  brand: { color: '#0f766e', fontSize: '14px', fontWeight: 700, letterSpacing: '0.04em', margin: 0 },
  heading: { color: '#18181b', fontSize: '22px', lineHeight: '30px', margin: '16px 0' },
  footer: { color: '#52525b', fontSize: '12px', lineHeight: '18px', margin: 0 },
} as const;

export const textStyle = { color: '#27272a', fontSize: '15px', lineHeight: '24px' } as const;
/** Someone's own words (a contact message, an administrator's reason): line breaks kept, set apart. */
export const quoteStyle = {
  ...textStyle,
  backgroundColor: '#f4f4f5',
  borderLeft: '4px solid #0f766e',
  padding: '12px 16px',
  whiteSpace: 'pre-wrap',
} as const;
export const buttonStyle = {
  backgroundColor: '#0f766e',
  borderRadius: '6px',
  color: '#ffffff',
  fontSize: '15px',
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
} as const;

/**
 * The page of one project for the reader: the projects page at the project's card, which holds its
 * session log, thread and calendar (member-app gives each card the anchor `project-{id}`).
 */
export const projectPath = (projectId: string) => `/user/projects#project-${encodeURIComponent(projectId)}`;

/** The mail's one button, to `href`, set apart from the text above it. */
export function MailButton({ href, label }: { readonly href: string; readonly label: string }) {
  return h(Section, { style: { margin: '24px 0' } }, h(Button, { href, style: buttonStyle }, label));
}

interface LayoutProps {
  readonly i18n: I18n;
  readonly language: Language;
  /** The line mail clients show next to the subject. */
  readonly preview: string;
  readonly heading: string;
  readonly children?: ReactNode;
  /** Why the reader gets it, where the usual line (an account here; do not reply) is not true. */
  readonly footer?: string;
}

/** The frame every mail shares: brand line, heading, content, and why the reader gets it. */
/** The platform's name in the mail's language: the brand line, and the sender's name. */
export function mailBrand(i18n: I18n): string {
  return i18n._({ id: 'mail.layout.brand', message: 'Coaching Hours' });
}

export function MailLayout({ i18n, language, preview, heading, children, footer: ownFooter }: LayoutProps) {
  const brand = mailBrand(i18n);
  const footer =
    ownFooter ??
    i18n._({
      id: 'mail.layout.footer',
      message:
        'You receive this mail because you have an account on Coaching Hours. Please do not reply to it.',
    });
  return h(
    Html,
    { lang: language, dir: 'ltr' },
    h(Head, null),
    h(Preview, null, preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Text, { style: styles.brand }, brand),
        h(Heading, { as: 'h1', style: styles.heading }, heading),
        h(Section, null, children),
        h(Hr, null),
        h(Text, { style: styles.footer }, footer),
      ),
    ),
  );
}
