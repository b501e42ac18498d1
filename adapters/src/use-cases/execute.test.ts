import {
  type Access,
  type AccountRoleType,
  defineUseCase,
  execute,
  getCurrentUser,
  systemActor,
  type UseCaseContext,
} from '@coach/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testContext } from '../testing/test-context.ts';

// `execute` is what every caller (HTTP, CLI, jobs) goes through: access, input, output.

const probe = <Input extends z.ZodObject>(access: Access, input: Input) =>
  defineUseCase({
    name: 'test.probe',
    summary: 'Answers whether it ran',
    access,
    input,
    output: z.object({ ran: z.literal(true) }),
    errors: [],
    run: async () => ({ ran: true as const }),
  });

async function contexts() {
  const world = testContext();
  const signedInAs = async (role: AccountRoleType, email: string) => {
    await world.createAccount({ email, accountRoleType: role, password: 'Office!2345' });
    return world.signedIn(await world.signIn(email, 'Office!2345'));
  };
  return {
    world,
    anonymous: world.anonymous,
    member: await signedInAs('User', 'ayse@example.com'),
    admin: await signedInAs('Administrator', 'admin@example.com'),
  };
}

const codeOf = (ctx: UseCaseContext, access: Access) =>
  execute(probe(access, z.object({})), ctx, {}).then(
    () => 'ran',
    (error: { code?: number }) => error.code,
  );

describe('execute', () => {
  it('lets anybody call a public use case', async () => {
    const { anonymous, member } = await contexts();
    expect(await codeOf(anonymous, 'public')).toBe('ran');
    expect(await codeOf(member, 'public')).toBe('ran');
  });

  it('answers 4001 to nobody signed in, then 4033 to an account without the permission', async () => {
    const { anonymous, member, admin } = await contexts();
    expect(await codeOf(anonymous, 'signedIn')).toBe(4001);
    expect(await codeOf(member, 'signedIn')).toBe('ran');
    expect(await codeOf(anonymous, 'dashboard.admin')).toBe(4001);
    expect(await codeOf(member, 'dashboard.admin')).toBe(4033);
    expect(await codeOf(admin, 'dashboard.admin')).toBe('ran');
    expect(await codeOf(admin, 'dashboard.member')).toBe(4033);
  });

  it('lets the system actor do everything, and only it call a system use case', async () => {
    const { world, member, admin } = await contexts();
    const system = world.as(systemActor);
    for (const access of ['public', 'signedIn', 'dashboard.admin', 'accounts.write', 'system'] as const) {
      expect(await codeOf(system, access), access).toBe('ran');
    }
    expect(await codeOf(admin, 'system')).toBe(4033);
    expect(await codeOf(member, 'system')).toBe(4033);
  });

  it('checks access before the input, so an outsider learns nothing from validation', async () => {
    const { anonymous } = await contexts();
    const strict = probe('dashboard.admin', z.object({ id: z.uuid() }));
    await expect(execute(strict, anonymous, { id: 'nope' })).rejects.toMatchObject({ code: 4001 });
  });

  it('refuses invalid input with 4034 and the issue of each field', async () => {
    const { world } = await contexts();
    const strict = probe('public', z.object({ id: z.uuid(), count: z.int().min(1), name: z.string() }));
    await expect(execute(strict, world.anonymous, { id: 'nope', count: 0 })).rejects.toMatchObject({
      code: 4034,
      data: {
        fields: {
          id: { key: 'invalidValue' },
          count: { key: 'tooSmall', params: { minimum: 1 } },
          name: { key: 'invalidType' },
        },
      },
    });
    // A missing input is an empty object, so the fields are still named.
    await expect(execute(strict, world.anonymous, undefined)).rejects.toMatchObject({
      code: 4034,
      data: { fields: { id: expect.anything(), count: expect.anything(), name: expect.anything() } },
    });
  });

  it('passes the answer through the output schema, so an undeclared field never leaves', async () => {
    const { member } = await contexts();
    const leaky = defineUseCase({
      ...probe('signedIn', z.object({})),
      output: z.object({ email: z.string() }),
      run: async ({ ctx }) => (ctx.actor.kind === 'account' ? ctx.actor.account : { email: '' }),
    });
    const answer = await execute(leaky, member, {});
    expect(answer).toEqual({ email: 'ayse@example.com' });
    expect(answer).not.toHaveProperty('passwordHash');

    const user = await execute(getCurrentUser, member, {});
    expect(user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(user)).not.toContain('fast-sha256');
  });

  it('fails, as an infrastructure error, when a use case answers something its schema refuses', async () => {
    const { world } = await contexts();
    const broken = defineUseCase({
      ...probe('public', z.object({})),
      run: async () => ({ ran: false }) as never,
    });
    await expect(execute(broken, world.anonymous, {})).rejects.toThrow(z.ZodError);
  });
});
