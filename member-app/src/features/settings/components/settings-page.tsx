import type { OwnProfile } from '@coach/core/contracts';
import { LoadingBlock, PageTitle, useCurrentUser, useLocation, useSearchParams } from '@coach/kit';
import { LinkTabs, lazyNamed, useErrorPageOnFailure } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useOwnProfile } from '../api/own-profile.ts';
import { ProfileSection } from './profile-section.tsx';
import * as styles from './settings.css.ts';

// The page opens on the profile; every other section's code (its form, its pickers, its table)
// comes when that section is shown, with a loading block meanwhile (issue 30).
const PhotoSection = lazyNamed(() => import('./photo-section.tsx'), 'PhotoSection');
const LanguagesSection = lazyNamed(() => import('./languages-section.tsx'), 'LanguagesSection');
const OrderHistorySection = lazyNamed(
  () => import('../../membership/components/order-history-section.tsx'),
  'OrderHistorySection',
);
const CoachingConsentSection = lazyNamed(
  () => import('./coaching-consent-section.tsx'),
  'CoachingConsentSection',
);
const PasswordSection = lazyNamed(() => import('./password-section.tsx'), 'PasswordSection');
const SignInMethodsSection = lazyNamed(() => import('./sign-in-methods-section.tsx'), 'SignInMethodsSection');
const MailSection = lazyNamed(() => import('./mail-section.tsx'), 'MailSection');
const ThemeSection = lazyNamed(() => import('./theme-section.tsx'), 'ThemeSection');
const OwnDataSection = lazyNamed(() => import('./own-data-section.tsx'), 'OwnDataSection');

const sections = [
  'profile',
  'photo',
  'languages',
  'orders',
  'coaching',
  'password',
  'sign-in',
  'theme',
  'mail',
  'your-data',
] as const;
type Section = (typeof sections)[number];
const isSection = (value: string | null): value is Section => sections.includes(value as Section);

/** The section's own part; each but the profile is fetched when first shown. */
function SectionContent({ section, profile }: { section: Section; profile: OwnProfile }) {
  switch (section) {
    case 'profile':
      // Each section's form starts from the saved profile; a save refreshes it.
      return <ProfileSection key={profile.accountId} profile={profile} />;
    case 'photo':
      return <PhotoSection profile={profile} />;
    case 'languages':
      return <LanguagesSection profile={profile} />;
    case 'orders':
      return <OrderHistorySection />;
    case 'coaching':
      return <CoachingConsentSection />;
    case 'password':
      return <PasswordSection />;
    case 'sign-in':
      return <SignInMethodsSection />;
    case 'theme':
      return <ThemeSection profile={profile} />;
    case 'mail':
      return <MailSection />;
    case 'your-data':
      return <OwnDataSection />;
  }
}

/**
 * `/user/settings`: profile, photo, language abilities, order history, the e-mail in coaches'
 * logs (members with projects only), password, sign-in methods, theme, and their data (download it,
 * delete the account), one section each. Each section has its own address (`?section=theme`; the
 * profile is the bare page), so it survives a reload and can be linked, and the sections are links
 * (`LinkTabs`): no react-aria's tabs on the page (issue 30). A provider sends the browser back to
 * `?section=sign-in` after linking.
 */
export function SettingsPage() {
  const { t } = useLingui();
  const { data: profile, error, isPending } = useOwnProfile();
  const { user } = useCurrentUser();
  // Guests have no projects, so no coaches and no log that could list them.
  const hasProjects = user?.permissions.includes('projects.own') ?? false;
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  useErrorPageOnFailure(error);
  const requested = params.get('section');
  const selected: Section =
    isSection(requested) && (requested !== 'coaching' || hasProjects) ? requested : 'profile';
  const hrefOf = (section: Section) => (section === 'profile' ? pathname : `${pathname}?section=${section}`);
  const labels: Record<Section, string> = {
    profile: t`Profile`,
    photo: t`Photo`,
    languages: t`Language abilities`,
    orders: t`Order history`,
    coaching: t`Coaching log`,
    password: t`Password`,
    'sign-in': t`Sign-in methods`,
    theme: t`Theme`,
    mail: t`Mail`,
    'your-data': t`Your data`,
  };
  const shown = sections.filter((section) => section !== 'coaching' || hasProjects);

  return (
    <div className={styles.page}>
      <PageTitle
        subtitle={
          <Trans>What other members see of you, and how the application looks and reaches you.</Trans>
        }
      >
        <Trans>Settings</Trans>
      </PageTitle>
      {isPending || !profile ? (
        <LoadingBlock label={t`Loading your settings…`} />
      ) : (
        <LinkTabs
          variant="sections"
          label={t`Settings sections`}
          tabs={shown.map((section) => ({ href: hrefOf(section), label: labels[section] }))}
          current={hrefOf(selected)}
        >
          <Suspense fallback={<LoadingBlock label={t`Loading this section…`} />}>
            <SectionContent section={selected} profile={profile} />
          </Suspense>
        </LinkTabs>
      )}
    </div>
  );
}
