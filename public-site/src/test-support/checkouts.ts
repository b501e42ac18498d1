import { realServer } from '@coach/kit/test/real-server.ts';
import { visitorDetails } from '@coach/kit/test/registration.ts';

// Checkouts started on the real server, ended as the test says through its scripted payment
// provider (server/src/testing/front-end-api-thread.ts, `scriptPayment`): a visitor's registration
// or a member's renewal, each for one of the seed's packages. A registration may go to the built-in
// sandbox provider instead (`checkoutOnTheSandbox`), paid on its hosted page with a test card.

type Outcome = Parameters<Awaited<ReturnType<typeof realServer>>['scriptPayment']>[0];

/** One of the packages on sale, by its code in the seed (e.g. `COACH-12`). */
export async function packageOnSale(code: string) {
  const api = await realServer();
  const packages = await api.run('listMembershipPackages', {}, { as: 'anonymous' });
  const found = packages.find((one) => one.code === code);
  if (!found) throw new Error(`no package ${code} is on sale`);
  return found;
}

/** A visitor registers for `code`; the provider ends the checkout with `outcome`. */
export async function registrationCheckout(code: string, outcome: Outcome, email = 'deniz@example.com') {
  await (await realServer()).scriptPayment(outcome);
  return visitorRegisters(code, email);
}

/** A visitor registers for `code` in English, paying on the sandbox provider's hosted page. */
export async function sandboxRegistrationCheckout(code: string, email = 'deniz@example.com') {
  await (await realServer()).checkoutOnTheSandbox();
  return visitorRegisters(code, email);
}

/** The registration every checkout test makes: a visitor who fills in the wizard in English. */
async function visitorRegisters(code: string, email: string) {
  const api = await realServer();
  const { membershipPackageId } = await packageOnSale(code);
  const password = 'Kuzey-Rüzgarı!7';
  return api.run(
    'registerAccount',
    {
      membershipPackageId,
      ...visitorDetails(),
      email,
      password,
      passwordConfirmation: password,
    },
    { as: 'anonymous' },
  );
}

/** The demo member renews with `code`; the provider ends the checkout with `outcome`. */
export async function renewalCheckout(code: string, outcome: Outcome) {
  const api = await realServer();
  const { membershipPackageId } = await packageOnSale(code);
  await api.scriptPayment(outcome);
  return api.run('startCheckout', { membershipPackageId, language: 'en' }, { as: 'member' });
}
