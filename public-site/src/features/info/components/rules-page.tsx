import { Link, useLang, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { InfoPage } from './info-page.tsx';
import { daysText, durationText, nextRunText, pointsText, projectsText } from './setting-words.ts';
import { usePublicSettings } from './use-public-settings.ts';

/**
 * The project rules as a member meets them (docs/product-rules.md §6–§8). The numbers an
 * administrator sets come from GET publicsettings (§12); until they are known, a sentence that needs
 * one is said without it or left out.
 */
export function RulesPage() {
  const inLang = useLangPath();
  const lang = useLang();
  const { settings } = usePublicSettings();
  const deadline = settings ? durationText(settings.projectClosingDays) : '';
  const wait = settings ? daysText(settings.closingRequestMinDays) : '';
  const confirmWindow = settings ? daysText(settings.confirmationWindowDays) : '';
  const penalty = settings ? pointsText(settings.penaltyPoints) : '';
  const coachProjects = settings ? projectsText(settings.maxCoachProjects) : '';
  const coacheeProjects = settings ? projectsText(settings.maxCoacheeProjects) : '';
  const minScore = settings ? pointsText(settings.minScoreToCoach) : '';
  const next = settings ? nextRunText(settings, lang) : '';
  return (
    <InfoPage
      title={<Trans>Project rules</Trans>}
      lead={
        <Trans>
          The rules every project follows. The platform applies them itself, so they are the same for
          everyone.
        </Trans>
      }
    >
      <h2>
        <Trans>A project in short</Trans>
      </h2>
      <ul>
        <li>
          {deadline ? (
            <Trans>A project pairs one coach with one coachee and lasts at most {deadline}.</Trans>
          ) : (
            <Trans>A project pairs one coach with one coachee, until its deadline at the latest.</Trans>
          )}
        </li>
        <li>
          <Trans>
            The pair meets at least every two weeks: no more than two weeks may pass between meetings.
          </Trans>
        </li>
        <li>
          <Trans>Aim for about seven sessions of one hour in a project.</Trans>
        </li>
        <li>
          <Trans>
            Both partners get an e-mail when they are matched, and agree their meeting times together.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>How points are earned and spent</Trans>
      </h2>
      <ul>
        <li>
          <Trans>As a coachee you earn one point for every session hour you receive.</Trans>
        </li>
        <li>
          <Trans>As a coach you spend one point for every session hour you give.</Trans>
        </li>
        <li>
          <Trans>
            Points change when a project ends, with the number of sessions held. Every change is recorded with
            its reason and project and is never edited afterwards.
          </Trans>
        </li>
        <li>
          <Trans>Your badge follows from your points.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>How a project ends</Trans>
      </h2>
      <ol>
        <li>
          <Trans>
            <strong>The coachee closes it</strong> by entering the number of sessions held. The coachee earns
            that many points and the coach spends as many.
          </Trans>
        </li>
        <li>
          {settings ? (
            <Trans>
              <strong>The coach asks to close it</strong> by sending a closing request with the number of
              sessions. It can be sent once per project, and not before {wait} have passed since the start.
              The coachee confirms it within {confirmWindow}, from the link in the e-mail or from the
              dashboard, and the points are counted as above.
            </Trans>
          ) : (
            <Trans>
              <strong>The coach asks to close it</strong> by sending a closing request with the number of
              sessions, once per project. The coachee confirms it from the link in the e-mail or from the
              dashboard, and the points are counted as above.
            </Trans>
          )}
        </li>
        <li>
          <Trans>
            <strong>If the coachee does not confirm in time</strong>, the system completes the project with
            the coach’s number of sessions: the coach spends the points and the coachee earns none.
          </Trans>
        </li>
        <li>
          {settings ? (
            <Trans>
              <strong>If nobody ends the project within {deadline}</strong>, the system ends it and both
              partners lose {penalty}. We remind you by e-mail 7 days and 1 day before this deadline, and 1
              day before a confirmation window closes.
            </Trans>
          ) : (
            <Trans>
              <strong>If nobody ends the project by its deadline</strong>, the system ends it and both
              partners lose the penalty points. We remind you by e-mail 7 days and 1 day before this deadline,
              and 1 day before a confirmation window closes.
            </Trans>
          )}
        </li>
      </ol>
      <p>
        <Trans>
          The first of these that happens ends the project for both partners. An administrator may also end a
          project, stating the reason; that changes no points.
        </Trans>
      </p>

      <h2>
        <Trans>Requests and matching</Trans>
      </h2>
      <ul>
        <li>
          <Trans>You may have one open request to be coached and one open request to coach at a time.</Trans>
          {settings ? (
            <>
              {' '}
              <Trans>
                Together with your open projects, you can take part in at most {coachProjects} as a coach and{' '}
                {coacheeProjects} as a coachee.
              </Trans>
            </>
          ) : null}
        </li>
        <li>
          <Trans>
            Each request names the languages you accept for coaching (Turkish, English or both); partners
            share at least one of them.
          </Trans>
        </li>
        <li>
          <Trans>
            A matching run pairs open requests on working days, on the schedule the administrators set
            (Istanbul time). Turkish public holidays are not working days. Administrators may also start a
            run.
          </Trans>
          {next ? (
            <>
              {' '}
              <Trans>The next run is on {next}.</Trans>
            </>
          ) : null}
        </li>
        <li>
          <Trans>The longest-waiting requests are served first.</Trans>
        </li>
        <li>
          <Trans>
            You are not matched with the same partner as in your most recent project, or in theirs. If several
            projects started at the same moment, each of them counts as the most recent.
          </Trans>
        </li>
        <li>
          <Trans>
            You never have two open projects with the same person at once, whoever of you coaches.
          </Trans>
        </li>
        <li>
          <Trans>
            A request without a partner stays open for the next runs, and you may cancel it at any time.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>Who may coach</Trans>
      </h2>
      <p>
        <Trans>To send a request to coach, all of these must hold:</Trans>
      </p>
      <ul>
        <li>
          <Trans>an active membership with a coach-level package;</Trans>
        </li>
        <li>
          <Trans>an approved proof of education;</Trans>
        </li>
        <li>
          <Trans>at least one earlier request to be coached: you are coached before you coach;</Trans>
        </li>
        <li>
          {settings ? (
            <Trans>
              more than zero points, and at least the minimum score for coaching (currently {minScore}). With
              fewer points you cannot coach: be coached first to earn points back;
            </Trans>
          ) : (
            <Trans>
              more than zero points, and at least the minimum score for coaching. With fewer points you cannot
              coach: be coached first to earn points back;
            </Trans>
          )}
        </li>
        <li>
          <Trans>fewer open projects as a coach than a member may have.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          A request to be coached needs an active membership. These conditions are checked again at matching
          time; a request whose owner no longer meets them waits, and the reason is recorded.
        </Trans>
      </p>

      <h2>
        <Trans>Proof of education</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Upload the certificate or document of your coaching education as a PDF, PNG or JPEG of at most 2
            MB.
          </Trans>
        </li>
        <li>
          <Trans>Administrators review it within three working days.</Trans>
        </li>
        <li>
          <Trans>If it is rejected, you see the reason and can upload a new file.</Trans>
        </li>
      </ul>

      <h2>
        <Trans>Your account</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Members are 18 or older.</Trans>
        </li>
        <li>
          <Trans>Your e-mail address and identity number cannot be changed after registration.</Trans>
        </li>
        <li>
          <Trans>
            When your membership ends, your points and history stay; renew it to send new requests.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          These rules are part of the <Link to={inLang('/termsandconditions')}>terms of use</Link>. Questions?
          See the <Link to={inLang('/faq')}>frequently asked questions</Link> or{' '}
          <Link to={inLang('/contact')}>write to us</Link>.
        </Trans>
      </p>
    </InfoPage>
  );
}
