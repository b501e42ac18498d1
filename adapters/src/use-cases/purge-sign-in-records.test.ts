import { execute, purgeSignInRecords, signIn } from '@coach/core';
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
    expect(await execute(purgeSignInRecords, world.system, {})).toEqual({ series: 1, rateLimitWindows: 1 });
    expect(await seriesOf('old@example.com')).toMatchObject({ failedSignInCount: 0 });
    expect(await seriesOf('recent@example.com')).toMatchObject({ failedSignInCount: 1 });
    expect(await execute(purgeSignInRecords, world.system, {})).toEqual({ series: 0, rateLimitWindows: 0 });
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
