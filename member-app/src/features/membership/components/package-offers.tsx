import { Button, Card, formatDate, Pill, useLang } from '@coach/kit';
import { EmptyState, FormError } from '@coach/kit/area';
import { Trans, useLingui } from '@lingui/react/macro';
import { PackageOpen, ShoppingCart, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  type MembershipPackageView,
  type RenewalPreview,
  type SubscriptionStatus,
  useRenewalPreview,
  useStartCheckout,
} from '../api/membership.ts';
import { Fact } from './fact.tsx';
import { formatPrice, membershipStateOf, monthsText, packageNameOf } from './labels.ts';
import { LevelSchedule } from './level-schedule.tsx';
import * as styles from './membership.css.ts';
import { LevelPill } from './membership-summary.tsx';

/** Where the bought months start: docs/product-rules.md §4, "from max(now, current end)", said for this member. */
function ExtensionRule({ status }: { status: SubscriptionStatus }) {
  const lang = useLang();
  const state = membershipStateOf(status);
  if ((state === 'active' || state === 'ending') && status.subscriptionEndDate) {
    const end = formatDate(status.subscriptionEndDate, lang);
    return (
      <Trans>
        The new end date is counted from the later of today and your current end date: the months you buy are
        added after {end}, so no day you have paid for is lost.
      </Trans>
    );
  }
  return (
    <Trans>
      The new end date is counted from the later of today and your current end date: the months you buy start
      today.
    </Trans>
  );
}

type OfferProps = {
  offer: MembershipPackageView;
  /** What buying it would give, from the server; absent while it loads. */
  preview: RenewalPreview[number] | undefined;
  held: boolean;
  busy: boolean;
  disabled: boolean;
  onBuy: () => void;
};

function Offer({ offer, preview, held, busy, disabled, onBuy }: OfferProps) {
  const { t } = useLingui();
  const lang = useLang();
  const name = packageNameOf(offer, lang);
  return (
    <li className={[styles.offer, held ? styles.heldOffer : ''].join(' ')}>
      <h3 className={styles.offerTitle}>{name}</h3>
      <div className={styles.pills}>
        <LevelPill coachLevel={offer.coachLevel} />
        {held ? (
          <Pill tone="success" icon={<Star size={14} />}>
            <Trans>Your package</Trans>
          </Pill>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <Fact label={<Trans>Price</Trans>}>
          <span className={styles.amount}>{formatPrice(offer.priceUsd, 'USD', lang)}</span>
        </Fact>
        <Fact label={<Trans>Period</Trans>}>{monthsText(offer.periodMonths)}</Fact>
        {preview ? (
          <Fact label={<Trans>You will have</Trans>}>
            <LevelSchedule schedule={preview.schedule} />
          </Fact>
        ) : null}
      </dl>
      <div className={styles.offerAction}>
        <Button
          fullWidth
          variant={held ? 'primary' : 'secondary'}
          icon={<ShoppingCart size={18} aria-hidden="true" />}
          loading={busy}
          disabled={disabled}
          // The visible word starts the name, which says which package (several buttons say "Buy").
          aria-label={held ? t`Renew: ${name}` : t`Buy: ${name}`}
          onClick={onBuy}
        >
          {held ? <Trans>Renew</Trans> : <Trans>Buy</Trans>}
        </Button>
      </div>
    </li>
  );
}

/**
 * The packages on sale, the member's own marked, each with its price, period and level. Buying
 * opens a checkout on the server (only the package is sent) and leaves for the provider's page; the
 * button stays busy until the browser has left. A refusal (4062 off sale, 4064 provider down) is
 * said above the cards.
 */
export function PackageOffers({
  packages,
  status,
}: {
  packages: readonly MembershipPackageView[];
  status: SubscriptionStatus;
}) {
  const lang = useLang();
  const start = useStartCheckout();
  // Said before paying: no refusal shows here, the offers stand without it.
  const preview = useRenewalPreview();
  const [leaving, setLeaving] = useState<string | null>(null);
  const held = status.membershipPackage;
  const heldName = held ? packageNameOf(held, lang) : '';
  const heldOffSale =
    held !== null && !packages.some((offer) => offer.membershipPackageId === held.membershipPackageId);
  const choosing = (start.isPending ? start.variables : null) ?? leaving;

  // Coming back from the provider's page with the browser's Back button may restore this page as
  // it was left (the back/forward cache): the button must not stay busy then.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const buy = (membershipPackageId: string) =>
    start.mutate(membershipPackageId, {
      onSuccess: ({ checkoutUrl }) => {
        setLeaving(membershipPackageId);
        // A full page load: the provider's hosted page (or the sandbox's) is not part of this app.
        window.location.assign(checkoutUrl);
      },
    });

  return (
    <Card title={<Trans>Packages</Trans>} description={<ExtensionRule status={status} />}>
      <div className={styles.stack}>
        {heldOffSale ? (
          <p className={styles.note}>
            <Trans>Your package, {heldName}, is no longer on sale: choose another one to renew.</Trans>
          </p>
        ) : null}
        <FormError error={start.error} />
        {packages.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<PackageOpen size={28} />}
            title={<Trans>No package is on sale right now</Trans>}
            description={<Trans>Please look again later.</Trans>}
          />
        ) : (
          <ul className={styles.offers}>
            {packages.map((offer) => (
              <Offer
                key={offer.membershipPackageId}
                offer={offer}
                preview={preview.data?.find((one) => one.membershipPackageId === offer.membershipPackageId)}
                held={offer.membershipPackageId === held?.membershipPackageId}
                busy={choosing === offer.membershipPackageId}
                disabled={choosing !== null}
                onBuy={() => buy(offer.membershipPackageId)}
              />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
