import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import * as styles from './accordion.css.ts';

export type AccordionItem = { readonly id: string; readonly title: ReactNode; readonly content: ReactNode };

/**
 * Sections that open to show their content (react-aria's disclosure: a heading holding a button with
 * aria-expanded and aria-controls; Enter or Space toggles it). Several may be open at once, so a
 * reader can compare answers.
 */
export function Accordion({
  items,
  headingLevel = 3,
  className,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  return (
    <DisclosureGroup allowsMultipleExpanded className={[styles.group, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
            </Button>
          </Heading>
          <DisclosurePanel>
            <div className={styles.content}>{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
