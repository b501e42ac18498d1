import { Button, Pill, useLang } from '@coach/kit';
import { useCountries, useStates } from '@coach/kit/query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPrice, packageName, periodText } from '../../../utils/package-text.ts';
import { useMembershipPackages } from '../api/membership-packages.ts';
import type { RegistrationDraft, RegistrationStep } from '../utils/registration-steps.ts';
import * as styles from './registration.css.ts';

const languageNames: Record<string, string> = { tr: 'Türkçe', en: 'English' };

function Section({
  title,
  onEdit,
  editLabel,
  children,
}: {
  title: ReactNode;
  onEdit: () => void;
  editLabel: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.summarySection}>
      <div className={styles.summaryHead}>
        <h3 className={styles.sectionTitle}>{title}</h3>
        <Button variant="secondary" size="sm" icon={<Pencil size={16} aria-hidden="true" />} onClick={onEdit}>
          {editLabel}
        </Button>
      </div>
      <dl className={styles.facts}>{children}</dl>
    </section>
  );
}

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{children}</dd>
    </div>
  );
}

/**
 * Step 4: everything typed, the package and its price, and what happens after the payment. The
 * password is not repeated. "Edit" goes back to a step; what was typed stays.
 */
export function SummaryStep({
  draft,
  onEdit,
  identityLabel = null,
}: {
  draft: RegistrationDraft;
  onEdit: (step: RegistrationStep) => void;
  /** Joining with a provider: its verified address needs no link, the provider is the way in. */
  identityLabel?: string | null;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const packages = useMembershipPackages();
  const countries = useCountries(lang);
  const states = useStates(draft.countryCode);
  const pkg = packages.data?.find((candidate) => candidate.membershipPackageId === draft.membershipPackageId);
  const country = countries.data?.find((candidate) => candidate.countryId === draft.countryCode);
  const countryName = country ? (lang === 'en' ? country.nameEn : country.nameTr) : draft.countryCode;
  const stateName = states.data?.find((candidate) => candidate.stateId === draft.stateCode)?.name;
  const place = [draft.city, stateName ?? draft.stateCode, countryName].filter(Boolean).join(', ');
  const price = pkg ? formatPrice(pkg.priceUsd, 'USD', lang) : '';
  const email = draft.email;
  const label = identityLabel ?? '';

  return (
    <>
      <Section
        title={<Trans>Package</Trans>}
        editLabel={t`Change the package`}
        onEdit={() => onEdit('package')}
      >
        {pkg ? (
          <>
            <Fact term={<Trans>Package</Trans>}>{packageName(pkg, lang)}</Fact>
            <Fact term={<Trans>Period</Trans>}>{periodText(pkg.periodMonths)}</Fact>
            <Fact term={<Trans>Level</Trans>}>
              {pkg.coachLevel ? (
                <Pill tone="success">
                  <Trans>Coach level</Trans>
                </Pill>
              ) : (
                <Pill>
                  <Trans>Coachee level</Trans>
                </Pill>
              )}
            </Fact>
          </>
        ) : null}
      </Section>

      <Section
        title={<Trans>Personal details</Trans>}
        editLabel={t`Change the personal details`}
        onEdit={() => onEdit('personal')}
      >
        <Fact term={<Trans>Name</Trans>}>
          {draft.name} {draft.surname}
        </Fact>
        <Fact term={<Trans>E-mail</Trans>}>{draft.email}</Fact>
        {draft.turkishCitizen ? (
          <Fact term={<Trans>T.C. identity number</Trans>}>{draft.identityNumber}</Fact>
        ) : (
          <Fact term={<Trans>Passport number</Trans>}>{draft.passportNumber}</Fact>
        )}
        <Fact term={<Trans>Mobile phone</Trans>}>{draft.phone}</Fact>
        <Fact term={<Trans>Place</Trans>}>{place}</Fact>
        <Fact term={<Trans>Coaching languages</Trans>}>
          {draft.languages.map((code) => languageNames[code] ?? code).join(', ')}
        </Fact>
      </Section>

      <Section
        title={<Trans>Confirmations</Trans>}
        editLabel={t`Change the confirmations`}
        onEdit={() => onEdit('consent')}
      >
        <Fact term={<Trans>Terms of use</Trans>}>
          <Trans>Accepted</Trans>
        </Fact>
        <Fact term={<Trans>Data-protection agreement (KVKK)</Trans>}>
          <Trans>Accepted</Trans>
        </Fact>
        <Fact term={<Trans>Age</Trans>}>
          <Trans>18 or older</Trans>
        </Fact>
      </Section>

      {pkg ? (
        <p className={styles.total}>
          <span>
            <Trans>To pay now</Trans>
          </span>
          <span className={styles.totalAmount}>{price}</span>
        </p>
      ) : null}

      <div className={styles.stack}>
        <h3 className={styles.sectionTitle}>
          <Trans>What happens next</Trans>
        </h3>
        <ol className={styles.nextSteps}>
          <li>
            <Trans>You go to the secure payment page and pay by card.</Trans>
          </li>
          <li>
            <Trans>You come back here and see the result. We e-mail you a receipt.</Trans>
          </li>
          <li>
            {identityLabel !== null ? (
              <Trans>Then you sign in with {label}: it has verified your e-mail address already.</Trans>
            ) : (
              <Trans>We send a verification link to {email}. Open it, then sign in.</Trans>
            )}
          </li>
        </ol>
      </div>
    </>
  );
}
