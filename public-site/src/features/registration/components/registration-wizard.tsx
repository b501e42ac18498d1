import type { registerInputSchema } from '@coach/core/contracts';
import { Button, Card, useLang, useSearchParams } from '@coach/kit';
import { FormActions, FormError, Stepper, useZodForm } from '@coach/kit/forms';
import { useQueryClient } from '@coach/kit/query';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ArrowRight, CreditCard } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { goToCheckout } from '../../payment/utils/go-to-checkout.ts';
import { useRegister } from '../api/register.ts';
import { type JoiningIdentity, withProfile } from '../utils/joining-identity.ts';
import { clearDraft, restoreDraft, saveDraft } from '../utils/registration-draft.ts';
import { placeRegistrationError } from '../utils/registration-errors.ts';
import {
  emptyDraft,
  type RegistrationDraft,
  type RegistrationField,
  type RegistrationStep,
  registrationSteps,
  stepIndex,
  stepOfField,
} from '../utils/registration-steps.ts';
import { wizardSchema } from '../utils/wizard-schema.ts';
import { ConsentStep } from './consent-step.tsx';
import { JoiningWithBanner } from './joining-with-banner.tsx';
import { PackageStep } from './package-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import * as styles from './registration.css.ts';
import { SummaryStep } from './summary-step.tsx';

const stepTitles: Record<RegistrationStep, MessageDescriptor> = {
  package: msg`Package`,
  personal: msg`Personal details`,
  consent: msg`Confirmation`,
  summary: msg`Summary and payment`,
};

const stepHeadings: Record<RegistrationStep, MessageDescriptor> = {
  package: msg`Choose your package`,
  personal: msg`Tell us about yourself`,
  consent: msg`Confirm the agreements`,
  summary: msg`Check and pay`,
};

/**
 * Where the wizard opens: a kept draft (without its password), a link's `?package=`, and the
 * provider's name and address when joining with one.
 */
function openingState(
  packageParam: string | null,
  identity: JoiningIdentity | null,
): { step: RegistrationStep; values: RegistrationDraft } {
  const restored = restoreDraft() ?? { step: 'package' as const, values: emptyDraft };
  const values = identity ? withProfile(restored.values, identity.profile) : restored.values;
  if (!packageParam) return { step: restored.step, values };
  return { step: 'package', values: { ...values, membershipPackageId: packageParam } };
}

/** The step on screen and what takes the focus when it opens (its heading, or a field to fix). */
type View = { step: RegistrationStep; focus: RegistrationField | 'heading' | null };

type RegisterOutput = z.output<typeof registerInputSchema>;

/**
 * The registration wizard (docs/product-rules.md §4): package → personal data →
 * confirmation → summary and payment. One form holds every step, so Back keeps what was typed;
 * each step is checked with its own schema from the contracts before the next one opens. The
 * summary sends everything to `auth/register` with the page's language (never a price), then the
 * browser leaves for the payment page. A refusal comes back to the step and field it concerns.
 *
 * Joining with a provider (`identity`), its name and address are filled in, the address cannot be
 * changed, no password is chosen, and its ticket goes with the registration.
 */
export function RegistrationWizard({ identity = null }: { identity?: JoiningIdentity | null }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [opening] = useState(() => openingState(params.get('package'), identity));
  const [view, setView] = useState<View>({ step: opening.step, focus: null });
  const step = view.step;
  const stepRef = useRef(step);
  stepRef.current = step;
  const [schema] = useState(() => wizardSchema(() => stepRef.current, identity?.ticket));
  const form = useZodForm(schema, { defaultValues: opening.values });
  const registration = useRegister();
  const [failure, setFailure] = useState<unknown>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Keep the draft for a reload (without the password), on every change and every step.
  useEffect(() => {
    saveDraft(step, form.getValues());
    const subscription = form.watch((values) => saveDraft(stepRef.current, values as RegistrationDraft));
    return () => subscription.unsubscribe();
  }, [form, step]);

  // A new step starts at its heading (or at the field the server refused), so keyboard and screen
  // reader users hear where they are instead of staying on a button that is gone.
  useEffect(() => {
    const target = view.focus;
    if (target === null) return;
    const frame = requestAnimationFrame(() => {
      if (target === 'heading') headingRef.current?.focus();
      else form.setFocus(target);
    });
    return () => cancelAnimationFrame(frame);
  }, [view, form]);

  const goTo = (next: RegistrationStep, focus: View['focus'] = 'heading') => setView({ step: next, focus });
  const index = stepIndex(step);

  const send = form.handleSubmit(
    (output) => {
      setFailure(null);
      // The summary's schema is registerInputSchema itself: its output is the request.
      const input = { ...(output as RegisterOutput), language: lang };
      registration.mutate(input, {
        onSuccess: ({ checkoutUrl }) => {
          clearDraft();
          goToCheckout(checkoutUrl);
        },
        onError: (error) => {
          const placement = placeRegistrationError(error, form.getValues());
          for (const [field, message] of Object.entries(placement.fields)) {
            form.setError(field as RegistrationField, { type: 'server', message });
          }
          setTakenEmail(placement.emailTaken ? form.getValues('email') : null);
          setFailure(placement.formError ?? null);
          if (placement.step === 'package')
            void queryClient.invalidateQueries({ queryKey: ['membership-packages'] });
          const firstField = Object.keys(placement.fields)[0] as RegistrationField | undefined;
          if (placement.step !== 'summary') goTo(placement.step, firstField ?? 'heading');
        },
      });
    },
    // Only a draft changed behind the wizard's back gets here: open the step of the first problem.
    (errors) => {
      const first = Object.keys(errors)[0] as RegistrationField | undefined;
      if (first) goTo(stepOfField(first), first);
    },
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 'summary') return send(event);
    const valid = await form.trigger(undefined, { shouldFocus: true });
    const next = registrationSteps[index + 1];
    if (valid && next) goTo(next);
  }

  const leaving = registration.isPending || registration.isSuccess;
  const stepperSteps = registrationSteps.map((id) => ({ id, label: i18n._(stepTitles[id]) }));

  return (
    <div className={styles.stack}>
      {identity ? <JoiningWithBanner provider={identity.profile.provider} label={identity.label} /> : null}
      <Stepper
        steps={stepperSteps}
        current={index}
        label={t`Registration steps`}
        onSelect={leaving ? undefined : (target) => goTo(registrationSteps[target] ?? 'package')}
      />
      <Card>
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={leaving}>
          <h2 ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            {i18n._(stepHeadings[step])}
          </h2>
          {step === 'package' ? <PackageStep form={form} /> : null}
          {step === 'personal' ? (
            <PersonalStep form={form} takenEmail={takenEmail} identityLabel={identity?.label ?? null} />
          ) : null}
          {step === 'consent' ? <ConsentStep form={form} /> : null}
          {step === 'summary' ? (
            <>
              <SummaryStep
                draft={form.getValues()}
                onEdit={(target) => goTo(target)}
                identityLabel={identity?.label ?? null}
              />
              <FormError error={failure} />
            </>
          ) : null}
          <FormActions>
            {index > 0 ? (
              <Button
                variant="secondary"
                icon={<ArrowLeft size={18} aria-hidden="true" />}
                disabled={leaving}
                onClick={() => goTo(registrationSteps[index - 1] ?? 'package')}
              >
                <Trans>Back</Trans>
              </Button>
            ) : null}
            {step === 'summary' ? (
              <Button type="submit" loading={leaving} icon={<CreditCard size={18} aria-hidden="true" />}>
                <Trans>Continue to payment</Trans>
              </Button>
            ) : (
              <Button type="submit">
                <Trans>Next</Trans>
                <ArrowRight size={18} aria-hidden="true" />
              </Button>
            )}
          </FormActions>
        </form>
      </Card>
    </div>
  );
}
