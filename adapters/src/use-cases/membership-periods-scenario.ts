import { updateAccount } from '@coach/core/accounts/update-account';
import { checkSubscription } from '@coach/core/membership/check-subscription';
import { addCalendarMonths } from '@coach/core/membership/domain/subscription-period';
import { grantMembership } from '@coach/core/membership/grant-membership';
import { sendMembershipReminders } from '@coach/core/membership/send-membership-reminders';
import { previewRenewal } from '@coach/core/payments/preview-renewal';
import { retrieveCheckout } from '@coach/core/payments/retrieve-checkout';
import { startCheckout } from '@coach/core/payments/start-checkout';
import { cancelProjectRequest } from '@coach/core/projects/cancel-project-request';
import { execute } from '@coach/core/shared/use-case';
import { describe, expect, it } from 'vitest';
import { scripted } from '../testing/scripted-payment-gateway.ts';
import type { TestContextOptions } from '../testing/test-context.ts';
import { outcome, type Programme, programme } from './projects-testing.ts';

/** 12:00 in Istanbul (UTC+3 all year): calendar months later keep the wall time. */
const start = new Date('2026-11-28T09:00:00Z');
const dayMs = 86_400_000;

/**
 * ADR 0031 on one tier: paid months are never taken away. A package bought while another runs
 * starts when the running one ends, and the level on a day is the level of the period covering
 * it. Called by the memory tier's test and by the PGlite and PostgreSQL one with their ports.
 */
export function describeMembershipPeriods(tier: string, ports: () => TestContextOptions['ports']): void {
  describe(`membership periods (${tier})`, () => {
    /** A member ready to coach, whose coach-level year (until D) was granted: D is answered. */
    async function coachUntilD(p: Programme, name: string) {
      const coach = await p.member(name, { membershipDays: null, packageLevel: 'none', score: 10 });
      const coachYear = (await p.ports.repositories.membershipPackages.list()).find(
        (x) => x.code === 'COACH',
      );
      if (!coachYear) throw new Error('no coach package');
      const granted = await execute(grantMembership, p.admin, {
        accountId: coach.id,
        membershipPackageId: coachYear.id,
        note: 'Bank transfer',
      });
      // Coached before coaching (the programme rules, ADR 0020): a coachee request, cancelled.
      const earlier = await p.requestCoachee(coach);
      await execute(cancelProjectRequest, coach.ctx, { projectRequestId: earlier.id });
      return { coach, d: new Date(granted.subscriptionEndDate) };
    }

    async function coacheeHalfYear(p: Programme) {
      await p.ports.unitOfWork.run(({ repositories }) =>
        repositories.membershipPackages.insertIfCodeIsNew({
          code: 'COACHEE-6',
          nameTr: 'Danışan 6 ay',
          nameEn: 'Coachee 6 months',
          periodMonths: 6,
          priceUsd: '49.00',
          coachLevel: false,
        }),
      );
      const found = (await p.ports.repositories.membershipPackages.list()).find(
        (x) => x.code === 'COACHEE-6',
      );
      if (!found) throw new Error('no coachee package');
      return found;
    }

    /** Asks to coach: `done` (and cancels the request again) or the refusal's key. */
    async function mayCoach(p: Programme, who: Awaited<ReturnType<Programme['member']>>) {
      const asked = await p.requestCoach(who).then(
        (request) => request,
        (error: { key?: string }) => error.key ?? 'error',
      );
      if (typeof asked === 'string') return asked;
      await execute(cancelProjectRequest, who.ctx, { projectRequestId: asked.id });
      return 'done';
    }

    it('a coachee package bought by card before D waits for the coach one: coach level until D, coachee after, end D + 6 months', async () => {
      const p = await programme({ start, ports: ports() });
      const coachee6 = await coacheeHalfYear(p);
      const { coach, d } = await coachUntilD(p, 'Koç');
      expect(d).toEqual(addCalendarMonths(start, 12));
      const later = addCalendarMonths(d, 6);
      const schedule = [
        { coachLevel: true, startsAt: start.toISOString(), endsAt: d.toISOString() },
        { coachLevel: false, startsAt: d.toISOString(), endsAt: later.toISOString() },
      ];

      // Before paying, the renewal page is told what the member will have on which dates.
      const preview = await execute(previewRenewal, coach.ctx, {});
      expect(preview.find((offer) => offer.membershipPackageId === coachee6.id)).toEqual({
        membershipPackageId: coachee6.id,
        startsAt: d.toISOString(),
        endsAt: later.toISOString(),
        schedule,
      });

      p.world.paymentGateway.scriptNext(scripted.paid);
      const { token } = await execute(startCheckout, coach.ctx, { membershipPackageId: coachee6.id });
      const paid = await execute(retrieveCheckout, p.world.anonymous, { token });
      expect(paid.order?.subscriptionEndDate).toBe(later.toISOString());

      const status = await execute(checkSubscription, coach.ctx, {});
      expect(status.subscriptionEndDate).toBe(later.toISOString());
      expect(status.membershipPackage?.code).toBe('COACH');
      expect(status.schedule).toEqual(schedule);
      expect(await mayCoach(p, coach)).toBe('done');

      // A minute before D the coach months still run; from D the coachee months do.
      p.clock.advanceSeconds((d.getTime() - start.getTime()) / 1000 - 60);
      expect(await mayCoach(p, coach)).toBe('done');
      p.clock.advanceSeconds(60);
      expect(await mayCoach(p, coach)).toBe('coachLevelPackageRequired');
      expect(await outcome(p.requestCoachee(coach))).toBe('done');
      const after = await execute(checkSubscription, coach.ctx, {});
      expect(after.membershipPackage?.code).toBe('COACHEE-6');
      expect(after.schedule).toEqual([schedule[1]]);
    });

    it('an administrator’s grant follows the same rule, and reminders wait for the end of the last period', async () => {
      const p = await programme({ start, ports: ports() });
      const coachee6 = await coacheeHalfYear(p);
      const { coach, d } = await coachUntilD(p, 'Deniz');
      await execute(grantMembership, p.admin, {
        accountId: coach.id,
        membershipPackageId: coachee6.id,
        note: 'Scholarship',
      });
      const end = addCalendarMonths(d, 6);
      expect((await execute(checkSubscription, coach.ctx, {})).subscriptionEndDate).toBe(end.toISOString());
      expect(await mayCoach(p, coach)).toBe('done');

      const expiringFor = async () =>
        (await p.mailsOf('membershipExpiring')).filter((mail) => mail.to === coach.email);
      // A week before D is not a week before the membership's end: nobody is reminded.
      p.clock.advanceSeconds((d.getTime() - 6 * dayMs - start.getTime()) / 1000);
      await execute(sendMembershipReminders, p.system, {});
      expect(await expiringFor()).toHaveLength(0);
      p.clock.advanceSeconds((end.getTime() - 6 * dayMs - p.clock.now().getTime()) / 1000);
      await execute(sendMembershipReminders, p.system, {});
      expect(await expiringFor()).toHaveLength(1);
    });

    it('an administrator who moves the end date corrects the last period and keeps the coach months', async () => {
      const p = await programme({ start, ports: ports() });
      const coachee6 = await coacheeHalfYear(p);
      const { coach, d } = await coachUntilD(p, 'Ece');
      await execute(grantMembership, p.admin, {
        accountId: coach.id,
        membershipPackageId: coachee6.id,
        note: 'x',
      });
      const longer = addCalendarMonths(d, 8);
      await execute(updateAccount, p.admin, {
        accountId: coach.id,
        subscriptionEndDate: longer.toISOString(),
      });
      expect((await execute(checkSubscription, coach.ctx, {})).schedule).toEqual([
        { coachLevel: true, startsAt: start.toISOString(), endsAt: d.toISOString() },
        { coachLevel: false, startsAt: d.toISOString(), endsAt: longer.toISOString() },
      ]);
      const shorter = new Date(d.getTime() - 30 * dayMs);
      await execute(updateAccount, p.admin, {
        accountId: coach.id,
        subscriptionEndDate: shorter.toISOString(),
      });
      expect((await execute(checkSubscription, coach.ctx, {})).schedule).toEqual([
        { coachLevel: true, startsAt: start.toISOString(), endsAt: shorter.toISOString() },
      ]);
      expect(await mayCoach(p, coach)).toBe('done');
    });
  });
}
