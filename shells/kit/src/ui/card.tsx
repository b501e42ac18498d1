import { type HTMLAttributes, type ReactNode, useId } from 'react';
import * as styles from './card.css.ts';

type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  description?: ReactNode;
  /** Heading level of the title, to keep the page outline right (default h2). */
  headingLevel?: 2 | 3;
};

/** A surface that groups related content; with a title it is a labelled region. */
export function Card({ title, description, headingLevel = 2, className, children, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      className={[styles.card, className ?? ''].join(' ')}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
    >
      {title ? (
        <header className={styles.header}>
          <Heading id={titleId} className={styles.title}>
            {title}
          </Heading>
          {description ? <p className={styles.description}>{description}</p> : null}
        </header>
      ) : null}
      {children}
    </section>
  );
}
