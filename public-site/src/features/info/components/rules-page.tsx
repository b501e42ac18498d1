import { Link, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { InfoPage } from './info-page.tsx';

/**
 * The project rules as a member meets them (docs/product-rules.md §6–§8). The numbers are the
 * programme's default settings; if an administrator changes a setting, this text must follow.
 */
export function RulesPage() {
  const inLang = useLangPath();
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
          <Trans>A project pairs one coach with one coachee and lasts at most 15 weeks.</Trans>
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
          <Trans>
            <strong>The coach asks to close it</strong> by sending a closing request with the number of
            sessions. It can be sent once per project, and not before two weeks have passed since the start.
            The coachee confirms it within five days, from the link in the e-mail or from the dashboard, and
            the points are counted as above.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>If the coachee does not confirm within five days</strong>, the system completes the
            project with the coach’s number of sessions: the coach spends the points and the coachee earns
            none.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>If nobody ends the project within 15 weeks</strong>, the system ends it and both partners
            lose 7 points. We remind you by e-mail 7 days and 1 day before this deadline, and 1 day before a
            confirmation window closes.
          </Trans>
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
          <Trans>
            You may have one open request to be coached and one open request to coach at a time. Together with
            your open projects, you can take part in at most two projects as a coach and two as a coachee.
          </Trans>
        </li>
        <li>
          <Trans>
            Each request names the languages you accept for coaching (Turkish, English or both); partners
            share at least one of them.
          </Trans>
        </li>
        <li>
          <Trans>
            A matching run pairs open requests every working day at 09:00 (Istanbul time), so a request with a
            suitable partner is matched within three working days. Turkish public holidays are not working
            days. Administrators may also start a run.
          </Trans>
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
          <Trans>
            more than zero points, and at least the minimum score for coaching (currently 1 point). With fewer
            points you cannot coach: be coached first to earn points back;
          </Trans>
        </li>
        <li>
          <Trans>fewer than two open projects as a coach.</Trans>
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
