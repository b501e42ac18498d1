import { ButtonLink, dashboardPath, useCurrentUser, useLang, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ArrowRight, CalendarClock, CircleCheck, Handshake, Sprout } from 'lucide-react';
import { HeroIllustration } from './hero-illustration.tsx';
import * as styles from './home-page.css.ts';

/** Where "Register" leads: the registration wizard. */
const joinPath = '/register';

/** The home page: what the platform is for, how points work, and the way in. */
export function HomePage() {
  const inLang = useLangPath();
  const lang = useLang();
  const { user } = useCurrentUser();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div>
          <span className={styles.eyebrow}>
            <Sprout size={16} aria-hidden="true" />
            <Trans>For coaches in training</Trans>
          </span>
          <h1 id="home-title" className={styles.title} tabIndex={-1} data-page-title="">
            <Trans>Gain coaching hours in paired projects</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>
              Members are matched in pairs: one coaches, the other is coached. Every session is recorded, so
              each hour counts towards your accreditation.
            </Trans>
          </p>
          <div className={styles.actions}>
            {user ? (
              <ButtonLink to={dashboardPath(user, lang)} icon={<ArrowRight size={18} aria-hidden="true" />}>
                <Trans>Go to your dashboard</Trans>
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to={inLang(joinPath)} icon={<ArrowRight size={18} aria-hidden="true" />}>
                  <Trans>Register</Trans>
                </ButtonLink>
                <ButtonLink to={inLang('/rules')} variant="secondary">
                  <Trans>Read the rules</Trans>
                </ButtonLink>
              </>
            )}
          </div>
        </div>
        <div className={styles.art}>
          <HeroIllustration />
        </div>
      </section>

      <div className={styles.band}>
        <section className={styles.section} aria-labelledby="how-title">
          <h2 id="how-title" className={styles.sectionTitle}>
            <Trans>How it works</Trans>
          </h2>
          <ol className={styles.steps}>
            <li className={styles.step}>
              <span className={styles.stepIcon}>
                <Sprout size={22} aria-hidden="true" />
              </span>
              <h3 className={styles.stepTitle}>
                <Trans>Be coached, earn points</Trans>
              </h3>
              <p className={styles.muted}>
                <Trans>As a coachee you earn one point for every session hour you receive.</Trans>
              </p>
            </li>
            <li className={styles.step}>
              <span className={styles.stepIcon}>
                <Handshake size={22} aria-hidden="true" />
              </span>
              <h3 className={styles.stepTitle}>
                <Trans>Coach, spend points</Trans>
              </h3>
              <p className={styles.muted}>
                <Trans>As a coach you spend one point for every session hour you give.</Trans>
              </p>
            </li>
            <li className={styles.step}>
              <span className={styles.stepIcon}>
                <CalendarClock size={22} aria-hidden="true" />
              </span>
              <h3 className={styles.stepTitle}>
                {/* The length is an administrator's setting, which the home page does not load (its
                budget has no room for the data layer): the rules page says it (GET publicsettings). */}
                <Trans>Projects with a set deadline</Trans>
              </h3>
              <p className={styles.muted}>
                <Trans>A pair meets at least every two weeks and aims for about seven sessions.</Trans>
              </p>
            </li>
          </ol>
        </section>
      </div>

      <section className={styles.section} aria-labelledby="fair-title">
        <h2 id="fair-title" className={styles.sectionTitle}>
          <Trans>Fair for everyone</Trans>
        </h2>
        <ul className={styles.promises}>
          <li className={styles.promise}>
            <CircleCheck className={styles.promiseIcon} size={22} aria-hidden="true" />
            <p>
              <Trans>Requests are matched within three working days.</Trans>
            </p>
          </li>
          <li className={styles.promise}>
            <CircleCheck className={styles.promiseIcon} size={22} aria-hidden="true" />
            <p>
              <Trans>You are not paired with the same partner twice in a row.</Trans>
            </p>
          </li>
          <li className={styles.promise}>
            <CircleCheck className={styles.promiseIcon} size={22} aria-hidden="true" />
            <p>
              <Trans>Proofs of education are reviewed within three working days.</Trans>
            </p>
          </li>
          <li className={styles.promise}>
            <CircleCheck className={styles.promiseIcon} size={22} aria-hidden="true" />
            <p>
              <Trans>Every point comes from a recorded session, so your hours can be traced.</Trans>
            </p>
          </li>
        </ul>
      </section>
    </>
  );
}
