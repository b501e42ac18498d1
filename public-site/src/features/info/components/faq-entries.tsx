import { type Lang, Link, type PublicSettings, withLang } from '@coach/kit';
import type { AccordionItem } from '@coach/kit/widgets';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { daysText, durationText, nextRunText, pointsText, projectsText } from './setting-words.ts';

export type FaqTopic = { id: string; title: ReactNode; entries: AccordionItem[] };

/**
 * The questions members and visitors ask, by topic; answers agree with the rules page. The numbers
 * an administrator sets come from `settings` (GET publicsettings): until they are known, the
 * sentences that need them are left out or said without them.
 */
export function faqTopics(lang: Lang, settings?: PublicSettings): FaqTopic[] {
  const to = (path: string) => withLang(lang, path);
  const next = settings ? nextRunText(settings, lang) : '';
  return [
    {
      id: 'membership',
      title: <Trans>Membership and your account</Trans>,
      entries: [
        {
          id: 'who-can-join',
          title: <Trans>Who can become a member?</Trans>,
          content: (
            <p>
              <Trans>
                Adults (18 or older) who are training as coaches and want to gain coaching hours. Turkish
                citizens register with their T.C. identity number, others with a passport number.
              </Trans>
            </p>
          ),
        },
        {
          id: 'packages',
          title: <Trans>What is the difference between a coachee package and a coach package?</Trans>,
          content: (
            <p>
              <Trans>
                A coachee-level package lets you ask to be coached and earn points. To coach as well, you need
                a coach-level package and an approved proof of education. A coachee-level member who wants to
                coach buys a coach-level package.
              </Trans>
            </p>
          ),
        },
        {
          id: 'membership-ends',
          title: <Trans>What happens when my membership ends?</Trans>,
          content: (
            <p>
              <Trans>
                Your account, points and history stay, but you cannot send new requests until you renew.
                Renewing before the end adds the new period to your current end date, so no days are lost.
              </Trans>
            </p>
          ),
        },
        {
          id: 'change-email',
          title: <Trans>Can I change my e-mail address or identity number?</Trans>,
          content: (
            <p>
              <Trans>
                No. They identify you and the hours recorded for you, so they cannot be changed after
                registration. If one was entered wrongly, <Link to={to('/contact')}>write to us</Link>.
              </Trans>
            </p>
          ),
        },
        {
          id: 'forgot-password',
          title: <Trans>I forgot my password. What now?</Trans>,
          content: (
            <p>
              <Trans>
                Use <Link to={to('/forgotpassword')}>Forgot your password?</Link> on the sign-in page. We
                e-mail you a link that works once, for one hour, to set a new password.
              </Trans>
            </p>
          ),
        },
      ],
    },
    {
      id: 'matching',
      title: <Trans>Requests and matching</Trans>,
      entries: [
        {
          id: 'how-matched',
          title: <Trans>How am I matched with a partner?</Trans>,
          content: (
            <p>
              <Trans>
                A matching run pairs open coach requests with open coachee requests on working days, on the
                schedule the administrators set (Istanbul time). Partners share at least one coaching
                language, and the longest-waiting requests are served first. Administrators can also start a
                run, or pair two requests by hand under the same rules.
              </Trans>
              {next ? (
                <>
                  {' '}
                  <Trans>The next run is on {next}.</Trans>
                </>
              ) : null}
            </p>
          ),
        },
        {
          id: 'how-long',
          title: <Trans>How long does matching take?</Trans>,
          content: (
            <p>
              <Trans>
                A request with a suitable partner is matched within three working days; Turkish public
                holidays are not working days. Without a partner yet, your request stays open for the next
                runs, and you may cancel it at any time.
              </Trans>
            </p>
          ),
        },
        {
          id: 'same-partner',
          title: <Trans>Can I be matched with the same person again?</Trans>,
          content: (
            <p>
              <Trans>
                Not in consecutive projects: you are never paired with the partner of your most recent
                project, or of theirs. Later on, the two of you may meet again.
              </Trans>
            </p>
          ),
        },
        {
          id: 'how-many',
          title: <Trans>How many projects can I have at once?</Trans>,
          content: (
            <p>
              <Trans>One open request to coach and one to be coached at a time.</Trans>
              {settings ? <> {projectLimits(settings)}</> : null}
            </p>
          ),
        },
      ],
    },
    {
      id: 'points',
      title: <Trans>Projects and points</Trans>,
      entries: [
        {
          id: 'earn-spend',
          title: <Trans>How do I earn and spend points?</Trans>,
          content: (
            <p>
              <Trans>
                As a coachee you earn one point for every session hour you receive; as a coach you spend one
                point for every hour you give. Points change when a project ends.
              </Trans>
            </p>
          ),
        },
        {
          id: 'how-end',
          title: <Trans>How does a project end?</Trans>,
          content: (
            <>
              <p>
                <Trans>
                  The coachee ends it by entering the number of sessions held. Or the coach sends a closing
                  request with the number of sessions, and the coachee confirms it.
                </Trans>
                {settings ? <> {closingWindows(settings)}</> : null}
              </p>
              <p>
                <Trans>
                  If the coachee does not confirm in time, the system completes the project: the coach spends
                  the points and the coachee earns none.
                </Trans>
              </p>
            </>
          ),
        },
        {
          id: 'nobody-ends',
          title: <Trans>What if nobody ends the project?</Trans>,
          content: (
            <p>
              {settings ? (
                <Deadline settings={settings} />
              ) : (
                <Trans>
                  At the project’s deadline the system ends it, and both partners lose the penalty points.
                </Trans>
              )}{' '}
              <Trans>We remind you by e-mail 7 days and 1 day before that happens.</Trans>
            </p>
          ),
        },
        {
          id: 'cannot-coach',
          title: <Trans>Why can’t I send a request to coach?</Trans>,
          content: (
            <>
              <p>
                <Trans>All of these must hold:</Trans>
              </p>
              <ul>
                <li>
                  <Trans>an active membership with a coach-level package;</Trans>
                </li>
                <li>
                  <Trans>an approved proof of education;</Trans>
                </li>
                <li>
                  <Trans>at least one earlier request to be coached;</Trans>
                </li>
                <li>
                  <Trans>enough points: more than zero, and at least the minimum for coaching;</Trans>
                </li>
                <li>
                  <Trans>
                    fewer open projects as a coach than a member may have, and no open request to coach.
                  </Trans>
                </li>
              </ul>
              <p>
                <Trans>The message you see names the first condition that is not met.</Trans>
              </p>
            </>
          ),
        },
      ],
    },
    {
      id: 'proof',
      title: <Trans>Proof of education</Trans>,
      entries: [
        {
          id: 'what-proof',
          title: <Trans>What is a proof of education, and how is it reviewed?</Trans>,
          content: (
            <p>
              <Trans>
                The certificate or document of your coaching education. Upload it as a PDF, PNG or JPEG of at
                most 2 MB. Administrators review it within three working days; if they reject it, you see the
                reason and can upload a new file.
              </Trans>
            </p>
          ),
        },
      ],
    },
    {
      id: 'privacy',
      title: <Trans>Privacy and security</Trans>,
      entries: [
        {
          id: 'who-sees',
          title: <Trans>Who can see my profile?</Trans>,
          content: (
            <p>
              <Trans>
                Other members see your public profile only: your name, photo, introduction, city, coaching
                languages and badge. Your e-mail address, phone number, identity or passport number, address,
                exact points and membership are not shown to them. More in the{' '}
                <Link to={to('/privacy')}>privacy notice</Link>.
              </Trans>
            </p>
          ),
        },
        {
          id: 'cookies',
          title: <Trans>Do you track me with cookies?</Trans>,
          content: (
            <p>
              <Trans>
                No. We keep only what the site needs to work: your language, your light or dark choice and,
                while you are signed in, your session. The{' '}
                <Link to={to('/cookie-policy')}>cookie policy</Link> lists each of them.
              </Trans>
            </p>
          ),
        },
      ],
    },
  ];
}

/** "At most 2 projects as a coach and 2 as a coachee, open requests included." */
function projectLimits(settings: PublicSettings): ReactNode {
  const coach = projectsText(settings.maxCoachProjects);
  const coachee = projectsText(settings.maxCoacheeProjects);
  return (
    <Trans>
      At most {coach} as a coach and {coachee} as a coachee, open requests included.
    </Trans>
  );
}

/** When a closing request may be sent, and how long the coachee has to confirm it. */
function closingWindows(settings: PublicSettings): ReactNode {
  const wait = daysText(settings.closingRequestMinDays);
  const confirmWindow = daysText(settings.confirmationWindowDays);
  return (
    <Trans>
      A closing request can be sent {wait} after the start at the earliest; the coachee has {confirmWindow} to
      confirm it.
    </Trans>
  );
}

/** The project's deadline and the penalty both partners pay when it passes. */
function Deadline({ settings }: { settings: PublicSettings }) {
  const deadline = durationText(settings.projectClosingDays);
  const penalty = pointsText(settings.penaltyPoints);
  return (
    <Trans>
      After {deadline} the system ends it, and both partners lose {penalty}.
    </Trans>
  );
}
