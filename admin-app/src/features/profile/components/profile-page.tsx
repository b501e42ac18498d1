import type { AccountView, Language, PublicProfile } from '@coach/core/contracts';
import {
  Avatar,
  apiCodes,
  ButtonLink,
  Card,
  formatDate,
  formatDateTime,
  formatNumber,
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
import { badgeName, EmptyState, roleLabels, useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Award, Lock, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAccount, usePublicProfile } from '../api/account-profile.ts';
import * as styles from './profile.css.ts';

const languageNames: Record<Language, string> = { tr: 'Türkçe', en: 'English' };

function placeText(profile: PublicProfile, lang: Lang): string {
  const { place } = profile;
  return [place.city, place.stateName, lang === 'en' ? place.countryNameEn : place.countryNameTr]
    .filter(Boolean)
    .join(', ');
}

const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === apiCodes.validation);

/** One term and its value; `value` null shows "Not given". */
function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children ?? <Trans>Not given</Trans>}</dd>
    </>
  );
}

/**
 * `/admin/profile/{accountId}`: an account as members see it (photo, about, place, badge, languages)
 * beside what only the back office sees (e-mail, phone, identity, access and membership).
 */
export function ProfilePage() {
  const { accountId = '' } = useParams();
  const { t, i18n } = useLingui();
  const lang = useLang();
  const inLang = useLangPath();
  const account = useAccount(accountId);
  const profile = usePublicProfile(accountId);
  const missing = isMissing(account.error);
  useErrorPageOnFailure(
    missing ? null : (account.error ?? (isMissing(profile.error) ? null : profile.error)),
  );

  const back = (
    <ButtonLink
      to={inLang('/admin/account')}
      variant="secondary"
      icon={<ArrowLeft size={18} aria-hidden="true" />}
    >
      <Trans>All accounts</Trans>
    </ButtonLink>
  );
  if (missing) {
    return (
      <div className={styles.page}>
        <PageTitle actions={back}>
          <Trans>Account profile</Trans>
        </PageTitle>
        <EmptyState
          icon={<UserX size={28} />}
          title={<Trans>This account cannot be found</Trans>}
          description={<Trans>It may have been deleted, or the link is not complete.</Trans>}
        />
      </div>
    );
  }
  if (account.isPending || profile.isPending || !account.data) {
    return (
      <div className={styles.page}>
        <PageTitle actions={back}>
          <Trans>Account profile</Trans>
        </PageTitle>
        <LoadingBlock label={t`Loading the profile…`} />
      </div>
    );
  }

  const view: AccountView = account.data;
  const publicProfile = profile.data ?? null;
  return (
    <div className={styles.page}>
      <PageTitle subtitle={i18n._(roleLabels[view.accountRoleType])} actions={back}>
        {view.fullName}
      </PageTitle>
      <div className={styles.columns}>
        <Card title={<Trans>As members see it</Trans>}>
          <div className={styles.head}>
            <Avatar
              src={photoUrl(publicProfile?.profilePhotoPath ?? null)}
              name={view.fullName}
              size="large"
              decorative
            />
            <div className={styles.pills}>
              {publicProfile?.badge ? (
                <Pill tone="info" icon={<Award size={14} />}>
                  {badgeName(publicProfile.badge, lang)}
                </Pill>
              ) : null}
              {view.languages.map((language) => (
                <Pill key={language}>{languageNames[language]}</Pill>
              ))}
            </div>
          </div>
          <dl className={styles.facts}>
            <Fact term={<Trans>Place</Trans>}>
              {publicProfile ? placeText(publicProfile, lang) || null : null}
            </Fact>
          </dl>
          {publicProfile?.bio ? (
            <p className={styles.bio}>{publicProfile.bio}</p>
          ) : (
            <p className={styles.muted}>
              <Trans>Nothing written about themselves yet.</Trans>
            </p>
          )}
        </Card>
        <Card title={<Trans>Account</Trans>}>
          <div className={styles.pills}>
            <Pill tone={view.status === 'active' ? 'success' : 'neutral'}>
              {view.status === 'active' ? <Trans>Active</Trans> : <Trans>Passive</Trans>}
            </Pill>
            {view.isLocked ? (
              <Pill tone="danger" icon={<Lock size={14} />}>
                <Trans>Locked</Trans>
              </Pill>
            ) : null}
            {view.hasPassword ? null : (
              <Pill tone="warning">
                <Trans>No password yet</Trans>
              </Pill>
            )}
          </div>
          <dl className={styles.facts}>
            <Fact term={<Trans>E-mail</Trans>}>{view.email}</Fact>
            <Fact term={<Trans>Phone</Trans>}>{view.phone}</Fact>
            <Fact term={<Trans>T.C. identity number</Trans>}>{view.identityNumber}</Fact>
            {view.passportNumber ? (
              <Fact term={<Trans>Passport number</Trans>}>{view.passportNumber}</Fact>
            ) : null}
            <Fact term={<Trans>Score</Trans>}>{formatNumber(view.score, lang)}</Fact>
            <Fact term={<Trans>Membership ends on</Trans>}>
              {view.subscriptionEndDate ? formatDate(view.subscriptionEndDate, lang) : null}
            </Fact>
            <Fact term={<Trans>Language</Trans>}>{languageNames[view.language]}</Fact>
            <Fact term={<Trans>Last sign-in</Trans>}>
              {view.lastLoginAt ? formatDateTime(view.lastLoginAt, lang) : <Trans>Never signed in</Trans>}
            </Fact>
            <Fact term={<Trans>Created</Trans>}>{formatDate(view.createdAt, lang)}</Fact>
          </dl>
        </Card>
      </div>
    </div>
  );
}
