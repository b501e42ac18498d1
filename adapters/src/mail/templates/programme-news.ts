import { Link, Section, Text } from '@react-email/components';
import { createElement as h, type ReactNode } from 'react';
import { MailLayout, textStyle } from './layout.ts';
import type { MailTemplateDefinition, TemplateProps } from './template.ts';

const unsubscribeStyle = { color: '#52525b', fontSize: '13px', lineHeight: '20px' } as const;
const linkStyle = { color: '#0f766e', textDecoration: 'underline' } as const;

/** An https:// address in the administrators' text, up to a space or a closing mark. */
const addressPattern = /https:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]/g;

/** A line of the administrators' text with its https:// addresses as links; React escapes the rest. */
function withLinks(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of line.matchAll(addressPattern)) {
    if (match.index > last) parts.push(line.slice(last, match.index));
    parts.push(h(Link, { key: `${match.index}`, href: match[0], style: linkStyle }, match[0]));
    last = match.index + match[0].length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/** Paragraphs apart by an empty line; a single line break stays a line break. */
export function paragraphsOf(body: string): ReactNode[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph, index) =>
      h(
        Text,
        { key: `p${index}`, style: textStyle },
        ...paragraph
          .split('\n')
          .flatMap((line, lineIndex) =>
            lineIndex === 0 ? withLinks(line) : [h('br', { key: `b${lineIndex}` }), ...withLinks(line)],
          ),
      ),
    );
}

const unsubscribeLink = ({ data, link }: TemplateProps<'programmeNews'>) =>
  link(`/unsubscribe/${encodeURIComponent(data.unsubscribeToken)}`);

/**
 * Programme news from the administrators (a mail to a group, ADR 0049): their subject and text in
 * the member's language, and at the end the one-click unsubscribe link that the List-Unsubscribe
 * header also carries.
 */
export const programmeNewsMail: MailTemplateDefinition<'programmeNews'> = {
  subject: ({ data }) => data.subject,

  listUnsubscribe: unsubscribeLink,

  body: (props) => {
    const { data, i18n, language } = props;
    return h(
      MailLayout,
      {
        i18n,
        language,
        preview: data.body.slice(0, 120),
        heading: data.subject,
      },
      h(
        Text,
        { style: textStyle },
        i18n._({ id: 'mail.programmeNews.greeting', message: 'Hello {name},', values: { name: data.name } }),
      ),
      ...paragraphsOf(data.body),
      h(
        Section,
        { style: { marginTop: '24px' } },
        h(
          Text,
          { style: unsubscribeStyle },
          i18n._({
            id: 'mail.programmeNews.why',
            message:
              'You get this programme news as a member of Coaching Hours. Mail about your own account and projects always comes.',
          }),
          ' ',
          h(
            Link,
            { href: unsubscribeLink(props), style: linkStyle },
            i18n._({ id: 'mail.programmeNews.unsubscribe', message: 'Unsubscribe from programme news' }),
          ),
        ),
      ),
    );
  },
};
