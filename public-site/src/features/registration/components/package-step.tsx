import type { CoachingNeed, MembershipPackageListItem } from '@coach/core/contracts';
import { Button, Link, LoadingBlock, Pill, useLang, useLangPath, VisuallyHidden } from '@coach/kit';
import { FormError, useController } from '@coach/kit/forms';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, GraduationCap, Sprout } from 'lucide-react';
import { Fragment, type ReactElement, useEffect, useId, useRef } from 'react';
import { formatPrice, packageName, periodText } from '../../../utils/package-text.ts';
import { useMembershipPackages } from '../api/membership-packages.ts';
import type { RegistrationForm } from '../utils/wizard-schema.ts';
import * as styles from './registration.css.ts';

/**
 * Step 1: the packages on sale, one card each. The cards are real radio buttons (arrow keys move
 * between them); the price is the server's and is only shown, never sent back.
 */
export function PackageStep({ form }: { form: RegistrationForm }) {
  const { t } = useLingui();
  const inLang = useLangPath();
  const packages = useMembershipPackages();
  const { field, fieldState } = useController({ control: form.control, name: 'membershipPackageId' });
  const errorId = useId();
  const error = fieldState.error?.message;
  const chosen = field.value;

  // react-hook-form focuses a wrong field through its ref: here the chosen card, else the first.
  const groupRef = useRef<HTMLFieldSetElement>(null);
  const focusTarget = useRef({
    focus: () =>
      (
        groupRef.current?.querySelector<HTMLInputElement>('input:checked') ??
        groupRef.current?.querySelector<HTMLInputElement>('input')
      )?.focus(),
  });
  field.ref(focusTarget.current);

  // A package chosen earlier (a link's ?package=, a kept draft) that is no longer on sale is dropped.
  useEffect(() => {
    if (!packages.data || chosen === '') return;
    if (!packages.data.some((pkg) => pkg.membershipPackageId === chosen))
      form.setValue('membershipPackageId', '');
  }, [packages.data, chosen, form]);

  if (packages.isPending) return <LoadingBlock label={t`Loading the packages…`} />;
  if (packages.error) {
    return (
      <FormError>
        <Trans>The packages could not be loaded.</Trans>{' '}
        <Button variant="secondary" size="sm" onClick={() => void packages.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </FormError>
    );
  }
  if (packages.data.length === 0) {
    return (
      <p className={styles.note}>
        <Trans>
          No package is on sale right now. Please <Link to={inLang('/contact')}>write to us</Link>; we will
          let you know when you can join.
        </Trans>
      </p>
    );
  }

  return (
    <fieldset ref={groupRef} className={styles.packageGroup} aria-describedby={error ? errorId : undefined}>
      <legend>
        <VisuallyHidden>
          <Trans>Membership packages</Trans>
        </VisuallyHidden>
      </legend>
      <p className={styles.note}>
        <Trans>
          Only a coach-level package lets you coach. With a coachee-level package you are coached and earn
          points; you can move to a coach-level package later.
        </Trans>
      </p>
      <div className={styles.packageGrid}>
        {packages.data.map((pkg) => (
          <PackageCard
            key={pkg.membershipPackageId}
            pkg={pkg}
            name={field.name}
            checked={chosen === pkg.membershipPackageId}
            invalid={error !== undefined}
            onChoose={() => field.onChange(pkg.membershipPackageId)}
            onBlur={field.onBlur}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}

function PackageCard({
  pkg,
  name,
  checked,
  invalid,
  onChoose,
  onBlur,
}: {
  pkg: MembershipPackageListItem;
  name: string;
  checked: boolean;
  invalid: boolean;
  onChoose: () => void;
  onBlur: () => void;
}) {
  const lang = useLang();
  const price = formatPrice(pkg.priceUsd, 'USD', lang);
  const period = periodText(pkg.periodMonths);
  return (
    <label className={styles.packageCard}>
      <input
        type="radio"
        className={styles.packageRadio}
        name={name}
        value={pkg.membershipPackageId}
        checked={checked}
        onChange={onChoose}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
      />
      <span className={styles.packageName}>{packageName(pkg, lang)}</span>
      <span>
        <span className={styles.price}>{price}</span>{' '}
        <span className={styles.period}>
          <Trans>for {period}</Trans>
        </span>
      </span>
      <span>
        {pkg.coachLevel ? (
          <Pill tone="success" icon={<GraduationCap size={14} />}>
            <Trans>Coach level</Trans>
          </Pill>
        ) : (
          <Pill tone="neutral" icon={<Sprout size={14} />}>
            <Trans>Coachee level</Trans>
          </Pill>
        )}
      </span>
      <span className={styles.levelNote}>
        {pkg.coachLevel ? (
          <Trans>Coach and be coached: earn points as a coachee and spend them as a coach.</Trans>
        ) : (
          <Trans>Be coached and earn points. Coaching needs a coach-level package.</Trans>
        )}
      </span>
      {pkg.coachLevel && pkg.coachingNeeds.length > 0 ? <AlsoNeeded needs={pkg.coachingNeeds} /> : null}
    </label>
  );
}

/** A need as the words of the package card's sentence; the package itself is this card's. */
function alsoNeededLine(need: CoachingNeed): ReactElement | null {
  switch (need.need) {
    case 'proofOfEducation':
      return <Trans key={need.need}>a proof of coach training, approved by the programme</Trans>;
    case 'coacheeRequest':
      return <Trans key={need.need}>to have asked to be coached once</Trans>;
    case 'points': {
      const { points } = need;
      return (
        <Plural
          key={need.need}
          value={points}
          one="# point, earned by being coached"
          other="# points, earned by being coached"
        />
      );
    }
    case 'coachLevelPackage':
      return null;
  }
}

/**
 * What else coaching asks of a new member with a coach-level package, as the server's rules say it
 * (`coachingNeeds`): told before paying, not met later as refusals one at a time.
 */
function AlsoNeeded({ needs }: { needs: readonly CoachingNeed[] }) {
  const lines = needs.map(alsoNeededLine).filter((line): line is ReactElement => line !== null);
  // One sentence: the card is a label, which holds phrasing only (no list).
  return (
    <span className={styles.levelNote}>
      <Trans>To coach you will also need:</Trans>{' '}
      {lines.map((line, index) => (
        <Fragment key={line.key}>
          {index > 0 ? '; ' : null}
          {line}
        </Fragment>
      ))}
      .
    </span>
  );
}
