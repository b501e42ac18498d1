import { execute, type IdentityFlow, type IdentityTicket, purgeSignInRecords, signIn } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';

const hours = (count: number) => count * 3600;

describe('purgeSignInRecords', () => {
  it('forgets series and rate-limit windows a day after they last mattered, and keeps recent ones', async () => {
    const world = testContext({ clientAddress: '10.0.0.1' });
    const fail = (email: string) =>
      execute(signIn, world.anonymous, { email, password: 'Wrong!2345' }).catch(() => undefined);
    const seriesOf = (email: string) =>
      world.ports.unitOfWork.run(({ repositories }) =>
        repositories.signInThrottles.lockSeries(email, '10.0.0.1'),
      );

    await fail('old@example.com');
    world.clock.advanceSeconds(hours(23));
    await fail('recent@example.com');
    world.clock.advanceSeconds(hours(3));

    // Old: its series and its per-e-mail window (1 h) ended more than a day ago. Recent: its series
    // was touched 3 hours ago; its per-e-mail window and the address's window, which its failure
    // reopened, ended less than a day ago.
    expect(await execute(purgeSignInRecords, world.system, {})).toEqual({
      series: 1,
      rateLimitWindows: 1,
      identityRecords: 0,
      trustedDevices: 0,
    });
    expect(await seriesOf('old@example.com')).toMatchObject({ failedSignInCount: 0 });
    expect(await seriesOf('recent@example.com')).toMatchObject({ failedSignInCount: 1 });
    expect(await execute(purgeSignInRecords, world.system, {})).toEqual({
      series: 0,
      rateLimitWindows: 0,
      identityRecords: 0,
      trustedDevices: 0,
    });
  });

  it('deletes provider flows and tickets once they expired, and keeps live ones', async () => {
    const world = testContext();
    const now = world.clock.now();
    const minutes = (count: number) => new Date(now.getTime() + count * 60_000);
    const flow = (stateHash: string, expiresAt: Date): IdentityFlow => ({
      stateHash,
      browserBindingHash: `${stateHash}-binding`,
      provider: 'oidc',
      intent: 'signIn',
      accountId: null,
      codeVerifier: 'v'.repeat(43),
      nonce: 'nonce',
      language: 'tr',
      createdAt: now,
      expiresAt,
    });
    const ticket = (ticketHash: string, expiresAt: Date): IdentityTicket => ({
      ticketHash,
      kind: 'register',
      provider: 'oidc',
      accountId: null,
      identity: {
        subject: 's',
        email: 'deniz@example.com',
        emailVerified: true,
        name: 'Deniz',
        surname: 'Kaya',
      },
      refusal: null,
      createdAt: now,
      expiresAt,
    });
    await world.ports.unitOfWork.run(async ({ repositories }) => {
      await repositories.identityFlows.saveFlow(flow('old-flow', minutes(10)));
      await repositories.identityFlows.saveFlow(flow('live-flow', minutes(30)));
      await repositories.identityFlows.saveTicket(ticket('old-ticket', minutes(2)));
      await repositories.identityFlows.saveTicket(ticket('live-ticket', minutes(60)));
    });
    world.clock.advanceSeconds(20 * 60);

    expect(await execute(purgeSignInRecords, world.system, {})).toMatchObject({ identityRecords: 2 });
    const left = await world.ports.unitOfWork.run(async ({ repositories }) => ({
      oldFlow: await repositories.identityFlows.takeFlow('old-flow'),
      liveFlow: await repositories.identityFlows.takeFlow('live-flow'),
      oldTicket: await repositories.identityFlows.findTicket('old-ticket'),
      liveTicket: await repositories.identityFlows.findTicket('live-ticket'),
    }));
    expect(left).toMatchObject({ oldFlow: null, liveFlow: { stateHash: 'live-flow' }, oldTicket: null });
    expect(left.liveTicket).toMatchObject({ ticketHash: 'live-ticket' });
  });

  it('is for the system only', async () => {
    const world = testContext();
    const admin = await world.createAccount({ email: 'admin@example.com', accountRoleType: 'Administrator' });
    const token = await world.signIn(admin.email);
    await expect(execute(purgeSignInRecords, await world.signedIn(token), {})).rejects.toMatchObject({
      code: 4033,
    });
  });
});
