import { LoadingBlock, PageTitle, useCurrentUser, useSearchParams } from '@coach/kit';
import { useErrorPageOnFailure } from '@coach/kit/area';
import { type TabItem, Tabs } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { OrderHistorySection } from '../../membership/components/order-history-section.tsx';
import { useOwnProfile } from '../api/own-profile.ts';
import { CoachingConsentSection } from './coaching-consent-section.tsx';
import { LanguagesSection } from './languages-section.tsx';
import { OwnDataSection } from './own-data-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhotoSection } from './photo-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import * as styles from './settings.css.ts';
import { SignInMethodsSection } from './sign-in-methods-section.tsx';
import { ThemeSection } from './theme-section.tsx';

const sections = [
  'profile',
  'photo',
  'languages',
  'orders',
  'coaching',
  'password',
  'sign-in',
  'theme',
  'your-data',
] as const;
type Section = (typeof sections)[number];
const isSection = (value: string | null): value is Section => sections.includes(value as Section);

/**
 * `/user/settings`: profile, photo, language abilities, order history, the e-mail in coaches'
 * logs (members with projects only), password, sign-in methods, theme, and their data (download it,
 * delete the account), one tab each. The open tab
 * is kept in the address (`?section=theme`), so it survives a reload and can be linked; a provider
 * sends the browser back to `?section=sign-in` after linking.
 */
export function SettingsPage() {
  const { t } = useLingui();
  const { data: profile, error, isPending } = useOwnProfile();
  const { user } = useCurrentUser();
  // Guests have no projects, so no coaches and no log that could list them.
  const hasProjects = user?.permissions.includes('projects.own') ?? false;
  const [params, setParams] = useSearchParams();
  useErrorPageOnFailure(error);
  const requested = params.get('section');
  const selected: Section =
    isSection(requested) && (requested !== 'coaching' || hasProjects) ? requested : 'profile';

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
        <Tabs
          label={t`Settings sections`}
          selectedKey={selected}
          onSelectionChange={(key) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (key === 'profile') next.delete('section');
                else next.set('section', key);
                return next;
              },
              { replace: true },
            )
          }
          tabs={[
            // Each section's form starts from the saved profile; a save refreshes it.
            {
              id: 'profile',
              label: t`Profile`,
              content: <ProfileSection key={profile.accountId} profile={profile} />,
            },
            { id: 'photo', label: t`Photo`, content: <PhotoSection profile={profile} /> },
            {
              id: 'languages',
              label: t`Language abilities`,
              content: <LanguagesSection profile={profile} />,
            },
            { id: 'orders', label: t`Order history`, content: <OrderHistorySection /> },
            ...(hasProjects
              ? [
                  {
                    id: 'coaching',
                    label: t`Coaching log`,
                    content: <CoachingConsentSection />,
                  } satisfies TabItem,
                ]
              : []),
            { id: 'password', label: t`Password`, content: <PasswordSection /> },
            { id: 'sign-in', label: t`Sign-in methods`, content: <SignInMethodsSection /> },
            { id: 'theme', label: t`Theme`, content: <ThemeSection profile={profile} /> },
            { id: 'your-data', label: t`Your data`, content: <OwnDataSection /> },
          ]}
        />
      )}
    </div>
  );
}
