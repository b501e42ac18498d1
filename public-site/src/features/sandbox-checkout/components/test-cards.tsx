import { type SandboxCardOutcome, sandboxTestCards } from '@coach/core/contracts';
import { Card, Pill, type PillTone } from '@coach/kit';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCardNumber } from '../utils/card-format.ts';
import * as styles from './sandbox-checkout.css.ts';

const outcomes: Record<SandboxCardOutcome, { label: MessageDescriptor; tone: PillTone }> = {
  success: { label: msg`Payment succeeds`, tone: 'success' },
  declined: { label: msg`Declined by the bank`, tone: 'danger' },
  insufficient_funds: { label: msg`Declined: insufficient funds`, tone: 'warning' },
};

/** The sandbox's test cards (the contract's list); choosing one fills the form with it. */
export function TestCards({ onUse }: { onUse: (cardNumber: string) => void }) {
  const { i18n } = useLingui();
  return (
    <Card
      title={<Trans>Test cards</Trans>}
      description={
        <Trans>
          Choose a card to fill in the form; any future expiry date and any CVC work. Any other valid card
          number is declined.
        </Trans>
      }
    >
      <ul className={styles.testCards}>
        {sandboxTestCards.map((card) => {
          const outcome = outcomes[card.outcome];
          return (
            <li key={card.number}>
              <button type="button" className={styles.testCard} onClick={() => onUse(card.number)}>
                <span className={styles.cardDigits}>{formatCardNumber(card.number)}</span>
                <Pill tone={outcome.tone}>{i18n._(outcome.label)}</Pill>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
