import type { Language, Place } from '@coach/core/contracts';
import {
  Avatar,
  apiCodes,
  ButtonLink,
  Card,
  formatDate,
  isApiError,
  type Lang,
  LoadingBlock,
  PageTitle,
  Pill,
  photoUrl,
  useLang,
  useLangPath,
  useParams,
} from '@coach/kit';
import { badgeName, EmptyState, useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Award, UserX } from 'lucide-react';
import { usePublicProfile } from '../api/public-profile.ts';
import * as styles from './profile.css.ts';

const languageNames: Record<Language, string> = { tr: 'Türkçe', en: 'English' };

function placeText(place: Place, lang: Lang): string {
  const country = lang === 'en' ? place.countryNameEn : place.countryNameTr;
  return [place.city, place.stateName, country].filter(Boolean).join(', ');
}

/** `/user/profile/{accountId}`: what a member may see of another: name, photo, about, place, badge, languages. */
export function ProfilePage() {
  const { accountId = '' } = useParams();
  const { t } = useLingui();
  const lang = useLang();
  const inLang = useLangPath();
  const { data: profile, error, isPending } = usePublicProfile(accountId);
  const missing = isApiError(error) && (error.status === 404 || error.code === apiCodes.validation);
  useErrorPageOnFailure(missing ? null : error);
  const back = (
    <ButtonLink
      to={inLang('/user/users')}
      variant="secondary"
      icon={<ArrowLeft size={18} aria-hidden="true" />}
    >
      <Trans>All members</Trans>
    </ButtonLink>
  );

  if (missing) {
    return (
      <div className={styles.page}>
        <PageTitle>
          <Trans>Member profile</Trans>
        </PageTitle>
        <EmptyState
          icon={<UserX size={28} />}
          title={<Trans>This member cannot be found</Trans>}
          description={<Trans>The account may have been closed, or the link is not complete.</Trans>}
          action={back}
        />
      </div>
    );
  }
  if (isPending || !profile) {
    return (
      <div className={styles.page}>
        <PageTitle>
          <Trans>Member profile</Trans>
        </PageTitle>
        <LoadingBlock label={t`Loading the profile…`} />
      </div>
    );
  }

  const place = placeText(profile.place, lang);
  const since = formatDate(profile.memberSince, lang);
  return (
    <div className={styles.page}>
      <PageTitle subtitle={<Trans>Member since {since}</Trans>} actions={back}>
        {profile.fullName}
      </PageTitle>
      <Card>
        <div className={styles.head}>
          <Avatar src={photoUrl(profile.profilePhotoPath)} name={profile.fullName} size="large" decorative />
          <div className={styles.pills}>
            {profile.badge ? (
              <Pill tone="info" icon={<Award size={14} />}>
                {badgeName(profile.badge, lang)}
              </Pill>
            ) : null}
            {profile.languages.map((language) => (
              <Pill key={language}>{languageNames[language]}</Pill>
            ))}
          </div>
        </div>
        <dl className={styles.facts}>
          <dt className={styles.term}>
            <Trans>Place</Trans>
          </dt>
          <dd className={styles.definition}>{place || <Trans>Not given</Trans>}</dd>
          <dt className={styles.term}>
            <Trans>Coaching languages</Trans>
          </dt>
          <dd className={styles.definition}>
            {profile.languages.length > 0 ? (
              profile.languages.map((language) => languageNames[language]).join(', ')
            ) : (
              <Trans>Not given</Trans>
            )}
          </dd>
        </dl>
      </Card>
      <Card title={<Trans>About</Trans>}>
        {profile.bio ? (
          <p className={styles.bio}>{profile.bio}</p>
        ) : (
          <p className={styles.muted}>
            <Trans>This member has not written about themselves yet.</Trans>
          </p>
        )}
      </Card>
    </div>
  );
}
