import type { ProjectPerson } from '@coach/core/contracts';
import { Avatar, photoUrl } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import * as styles from './projects.css.ts';

/**
 * The partner of a project: photo, name, and the e-mail address to reach them. A coachee who keeps
 * their e-mail from coaches has none here (the server decides, ADR 0033): they get in touch first.
 */
export function Partner({ person, headingLevel = 3 }: { person: ProjectPerson; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.person}>
      <Avatar src={photoUrl(person.profilePhotoPath)} name={person.fullName} decorative />
      <div className={styles.personText}>
        <Heading className={styles.itemTitle}>{person.fullName}</Heading>
        {person.email === null ? (
          <p className={styles.muted}>
            <Trans>Keeps their e-mail private; they will get in touch with you.</Trans>
          </p>
        ) : (
          <a className={styles.email} href={`mailto:${person.email}`}>
            {person.email}
          </a>
        )}
      </div>
    </div>
  );
}
