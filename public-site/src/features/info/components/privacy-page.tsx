import { Link, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { InfoPage } from './info-page.tsx';
import { legalTextsEffectiveOn } from './legal-dates.ts';

/**
 * The privacy notice in the form Turkish law asks of a data controller (KVKK art. 10: who, what,
 * why, on which basis, to whom, how collected, the rights). It describes what the code does: keep it
 * true when a feature starts to store something new.
 */
export function PrivacyPage() {
  const inLang = useLangPath();
  return (
    <InfoPage
      title={<Trans>Privacy notice</Trans>}
      lead={
        <Trans>
          What personal data Coaching Hours processes, why, and the rights you have under the Turkish Personal
          Data Protection Law No. 6698 (KVKK).
        </Trans>
      }
      effectiveOn={legalTextsEffectiveOn}
    >
      <h2>
        <Trans>Who is responsible</Trans>
      </h2>
      <p>
        <Trans>
          The operator of the Coaching Hours platform (“we”) is the data controller for the personal data
          described here. You can reach us about your data through the{' '}
          <Link to={inLang('/contact')}>contact page</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>What we process</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Identity:</strong> name, surname, and your T.C. identity number or, if you are not a
            Turkish citizen, your passport number.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Contact:</strong> e-mail address, phone number, address, country, province and city.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Profile:</strong> photo, introduction, coaching languages, and your choice of language and
            colour theme.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Programme:</strong> your requests, projects, session counts, points and badge, your proof
            of education with its review, and the consents you gave at registration.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Membership and payment:</strong> packages bought, order numbers, amounts and dates. Card
            details are entered on the payment provider’s page and never reach us.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Security:</strong> your password as a one-way hash (never the password itself), sign-in
            times, session records, counts of failed sign-ins, and the internet address a request came from.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Messages:</strong> what you send us through the contact form.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We collect this data from you, through the forms of the platform and as you use it, and from
          administrators who create an account for you at your request.
        </Trans>
      </p>

      <h2>
        <Trans>Why, and on what legal basis</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            To run your membership and the programme: matching, projects, points and the record of your
            coaching hours. This is needed to perform our contract with you (KVKK art. 5/2-c).
          </Trans>
        </li>
        <li>
          <Trans>
            To send the e-mails the service needs: address verification, password links, matches, closing
            requests, deadline reminders, proof reviews and receipts (art. 5/2-c).
          </Trans>
        </li>
        <li>
          <Trans>
            To take payments and keep the records that tax and commercial law require (art. 5/2-ç, legal
            obligation).
          </Trans>
        </li>
        <li>
          <Trans>
            To keep accounts secure and the service available: limiting repeated attempts, ending sessions,
            and recording what administrators change (art. 5/2-f, legitimate interest).
          </Trans>
        </li>
        <li>
          <Trans>
            To answer your messages, and to establish or defend a legal claim when one arises (art. 5/2-e and
            f).
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          We do not sell personal data, show advertising, or make decisions about you by automated means other
          than the programme’s published <Link to={inLang('/rules')}>rules</Link>, which you can see applied
          to your own requests and projects.
        </Trans>
      </p>

      <h2>
        <Trans>Who sees your data</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Other members</strong> see your public profile only. Your project partner also sees what
            is needed to arrange your sessions.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>The programme’s staff</strong> see what their role needs: administrators run accounts,
            proofs and projects; sales staff see account details to help prospective members.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Service providers</strong> who process data for us under contract: hosting, e-mail
            delivery and the card payment provider. Where a provider works outside Turkey, data is transferred
            only as KVKK article 9 allows.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Authorities</strong>, when the law obliges us to hand data over.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Account, programme and profile data: while your account exists. After it is deleted, only what the
            law requires us to keep remains, for as long as it requires (commercial and tax records: ten
            years).
          </Trans>
        </li>
        <li>
          <Trans>
            Sessions end after 30 minutes without use or when you sign out; their records are deleted a day
            later. Counts of failed sign-ins and of repeated requests are deleted a day after they last
            mattered.
          </Trans>
        </li>
        <li>
          <Trans>
            A link to set a password works once: for an hour when you asked for it, for seven days when an
            administrator created your account. The e-mail with it is sent from a queue, which forgets the
            link once it has been sent.
          </Trans>
        </li>
        <li>
          <Trans>
            The record of administrators' actions is kept unchanged, so that every change to an account can be
            explained later.
          </Trans>
        </li>
      </ul>

      <h2>
        <Trans>How we protect it</Trans>
      </h2>
      <p>
        <Trans>
          Passwords are stored only as argon2id hashes, session tokens only as hashes, and every call is
          checked against the caller’s role on the server. Data travels encrypted between your browser and the
          platform.
        </Trans>
      </p>

      <h2>
        <Trans>Your rights</Trans>
      </h2>
      <p>
        <Trans>Under article 11 of KVKK you may ask us:</Trans>
      </p>
      <ul>
        <li>
          <Trans>
            whether we process data about you, and for what purpose and whether it is used for that purpose;
          </Trans>
        </li>
        <li>
          <Trans>who, in Turkey or abroad, has received it;</Trans>
        </li>
        <li>
          <Trans>
            to correct it if it is incomplete or wrong, to delete or anonymise it when the reasons for
            processing are gone, and to tell those who received it that you did so;
          </Trans>
        </li>
        <li>
          <Trans>to object to a result against you that comes only from automated analysis;</Trans>
        </li>
        <li>
          <Trans>for compensation if unlawful processing harmed you.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Send your request through the <Link to={inLang('/contact')}>contact page</Link>, from the e-mail
          address of your account. We answer within 30 days, free of charge. If you are not satisfied with the
          answer, you may complain to the Personal Data Protection Board (KVK Kurulu).
        </Trans>
      </p>

      <h2>
        <Trans>Cookies</Trans>
      </h2>
      <p>
        <Trans>
          We use only what the site needs to work, and no tracking or advertising cookies. See the{' '}
          <Link to={inLang('/cookie-policy')}>cookie policy</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>Changes to this notice</Trans>
      </h2>
      <p>
        <Trans>
          When this notice changes, we publish the new version here with its date, and tell members by e-mail
          at least three days before a change that affects them takes effect.
        </Trans>
      </p>
    </InfoPage>
  );
}
