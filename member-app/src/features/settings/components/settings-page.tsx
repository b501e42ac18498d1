import { LoadingBlock, PageTitle, useCurrentUser, useSearchParams } from '@coach/kit';
import { lazyNamed, useErrorPageOnFailure } from '@coach/kit/area';
import { type TabItem, Tabs } from '@coach/kit/tabs';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { useOwnProfile } from '../api/own-profile.ts';
import { ProfileSection } from './profile-section.tsx';
import * as styles from './settings.css.ts';

// The page opens on the profile; every other tab's code (its form, its pickers, its table) comes
// when that tab is shown, with a loading block in its panel meanwhile (issue 30).
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
const ThemeSection = lazyNamed(() => import('./theme-section.tsx'), 'ThemeSection');
const OwnDataSection = lazyNamed(() => import('./own-data-section.tsx'), 'OwnDataSection');

/** A tab's panel while its code comes. */
function Section({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return <Suspense fallback={<LoadingBlock label={t`Loading this section…`} />}>{children}</Suspense>;
}

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
            {
              id: 'photo',
              label: t`Photo`,
              content: (
                <Section>
                  <PhotoSection profile={profile} />
                </Section>
              ),
            },
            {
              id: 'languages',
              label: t`Language abilities`,
              content: (
                <Section>
                  <LanguagesSection profile={profile} />
                </Section>
              ),
            },
            {
              id: 'orders',
              label: t`Order history`,
              content: (
                <Section>
                  <OrderHistorySection />
                </Section>
              ),
            },
            ...(hasProjects
              ? [
                  {
                    id: 'coaching',
                    label: t`Coaching log`,
                    content: (
                      <Section>
                        <CoachingConsentSection />
                      </Section>
                    ),
                  } satisfies TabItem,
                ]
              : []),
            {
              id: 'password',
              label: t`Password`,
              content: (
                <Section>
                  <PasswordSection />
                </Section>
              ),
            },
            {
              id: 'sign-in',
              label: t`Sign-in methods`,
              content: (
                <Section>
                  <SignInMethodsSection />
                </Section>
              ),
            },
            {
              id: 'theme',
              label: t`Theme`,
              content: (
                <Section>
                  <ThemeSection profile={profile} />
                </Section>
              ),
            },
            {
              id: 'your-data',
              label: t`Your data`,
              content: (
                <Section>
                  <OwnDataSection />
                </Section>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
