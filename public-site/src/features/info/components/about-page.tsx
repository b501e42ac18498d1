import { ButtonLink, Link, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import * as styles from './info-page.css.ts';
import { InfoPage } from './info-page.tsx';
import { durationText } from './setting-words.ts';
import { usePublicSettings } from './use-public-settings.ts';

/** The id of the "Becoming a member" section, for links that explain membership before registering. */
export const membershipSectionId = 'membership';

/** Who we are, why the platform exists, how it works, and how to join. */
export function AboutPage() {
  const inLang = useLangPath();
  // The project's deadline is an administrator's setting (GET publicsettings); unsaid until known.
  const { settings } = usePublicSettings();
  const deadline = settings ? durationText(settings.projectClosingDays) : '';
  return (
    <InfoPage
      title={<Trans>About us</Trans>}
      lead={<Trans>A place where coaches in training gain real coaching hours, fairly and traceably.</Trans>}
    >
      <h2>
        <Trans>Why we exist</Trans>
      </h2>
      <p>
        <Trans>
          Anyone on the way to a coaching credential needs documented coaching hours before they can apply.
          Early on, clients are hard to find, and practice between peers is often informal and leaves no
          record. Coaching Hours brings members on the same path together: one coaches, the other is coached,
          and every project is recorded from the first request to the last session.
        </Trans>
      </p>

      <h2>
        <Trans>How the platform works</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            You ask to be coached, or to coach. A matching run pairs coach requests with coachee requests
            every working day, so a request with a suitable partner is matched within three working days.
          </Trans>
        </li>
        <li>
          {deadline ? (
            <Trans>
              A pair works together in a project of at most {deadline}, meets at least every two weeks and
              aims for about seven sessions.
            </Trans>
          ) : (
            <Trans>
              A pair works together in a project with a deadline, meets at least every two weeks and aims for
              about seven sessions.
            </Trans>
          )}
        </li>
        <li>
          <Trans>
            Being coached earns one point for every session hour; coaching spends one point for every hour.
            Giving and receiving stay in balance, and everyone gets their turn on both sides.
          </Trans>
        </li>
        <li>
          <Trans>
            Every change of points is recorded with its project and never edited afterwards, so the hours you
            coached can be traced when you apply for your credential.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          The details are in the <Link to={inLang('/rules')}>project rules</Link> and the{' '}
          <Link to={inLang('/faq')}>frequently asked questions</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>What we stand for</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Fairness.</strong> The same rules apply to everyone and the platform applies them itself.
            The longest-waiting requests are served first, and nobody is paired with the same partner twice in
            a row.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Traceability.</strong> Points change only through recorded projects, so your hours speak
            for themselves.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Privacy.</strong> We ask only for what the programme needs, and other members see only
            your public profile. The <Link to={inLang('/privacy')}>privacy notice</Link> explains the rest.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Two languages.</strong> The platform speaks Turkish and English, and you choose the
            languages you coach in.
          </Trans>
        </li>
      </ul>

      <h2 id={membershipSectionId}>
        <Trans>Becoming a member</Trans>
      </h2>
      <p>
        <Trans>
          Membership is open to adults (18 or older) on a coaching education path. You choose a membership
          package, enter your details, accept the terms of use and the data-protection agreement, and pay by
          card. Turkish citizens give their T.C. identity number; others give a passport number.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>A coachee-level package lets you ask to be coached and earn points.</Trans>
        </li>
        <li>
          <Trans>
            To coach, you need a coach-level package and an approved proof of education: the certificate or
            document of your coaching education, which administrators review within three working days.
          </Trans>
        </li>
        <li>
          <Trans>
            A membership runs for the period of its package and can be renewed at any time; renewing before it
            ends adds the period to your current end date, so no days are lost.
          </Trans>
        </li>
      </ul>
      <div className={styles.actions}>
        <ButtonLink to={inLang('/register')} icon={<ArrowRight size={18} aria-hidden="true" />}>
          <Trans>Register</Trans>
        </ButtonLink>
        <ButtonLink to={inLang('/rules')} variant="secondary">
          <Trans>Read the rules</Trans>
        </ButtonLink>
        <ButtonLink to={inLang('/contact')} variant="secondary">
          <Trans>Ask us a question</Trans>
        </ButtonLink>
      </div>
    </InfoPage>
  );
}
