import type { PublicProfile } from '@coach/core/contracts';
import { Avatar, Link, Pill, photoUrl, useLang, useLangPath } from '@coach/kit';
import { badgeName } from '@coach/kit/area';
import { Award } from 'lucide-react';
import { languageNames, placeText } from './labels.ts';
import * as styles from './users.css.ts';

/** One member of the users list: photo, name (the link to the profile), place, badge and languages. */
export function MemberCard({ member }: { member: PublicProfile }) {
  const lang = useLang();
  const inLang = useLangPath();
  const place = placeText(member.place, lang);
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <Avatar src={photoUrl(member.profilePhotoPath)} name={member.fullName} decorative />
        <div>
          <h2 className={styles.name}>
            <Link className={styles.nameLink} to={inLang(`/user/profile/${member.accountId}`)}>
              {member.fullName}
            </Link>
          </h2>
          {place ? <p className={styles.place}>{place}</p> : null}
        </div>
      </div>
      {member.bio ? <p className={styles.bio}>{member.bio}</p> : null}
      <div className={styles.pills}>
        {member.badge ? (
          <Pill tone="info" icon={<Award size={14} />}>
            {badgeName(member.badge, lang)}
          </Pill>
        ) : null}
        {member.languages.map((language) => (
          <Pill key={language}>{languageNames[language]}</Pill>
        ))}
      </div>
    </article>
  );
}
