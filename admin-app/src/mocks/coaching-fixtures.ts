import type { MemberCoachingHours, MemberNearThreshold } from '@coach/core/contracts';
import { memberAccount } from './profile-handlers.ts';

// The administrators' coaching hours demo data, checked against the server's contract types with
// `satisfies`: a field the server adds, drops or retypes fails typecheck here.

/** Two members near a threshold, closest first as the server sorts them. */
export const demoMembersNearThreshold = [
  {
    accountId: '5b0e3c7a-2d41-4e8f-9a16-000000000101',
    name: 'Elif',
    surname: 'Kaya',
    email: 'elif@example.com',
    credential: 'ACC',
    hours: 96.5,
    missingHours: 3.5,
  },
  {
    accountId: memberAccount.accountId,
    name: memberAccount.name,
    surname: memberAccount.surname,
    email: memberAccount.email,
    credential: 'PCC',
    hours: 492,
    missingHours: 8,
  },
] as const satisfies readonly MemberNearThreshold[];

/**
 * The profile's member: 72 hours coached after the training start (60 of them paid, up to the 60
 * received), 4 before it; ACC still asks for hours, paid hours and clients, PCC for everything.
 */
export const demoMemberCoachingHours = {
  accountId: memberAccount.accountId,
  trainingStartedOn: '2025-03-01',
  totals: {
    hours: 72,
    paidHours: 60,
    proBonoHours: 12,
    receivedHours: 60,
    clients: 6,
    recentHours: 40,
    hoursBeforeTraining: 4,
  },
  progress: [
    {
      credential: 'ACC',
      target: { hours: 100, paidHours: 75, clients: 8, recentHours: 25 },
      reached: { hours: 72, paidHours: 60, clients: 6, recentHours: 40 },
      missing: { hours: 28, paidHours: 15, clients: 2, recentHours: 0 },
      achieved: false,
    },
    {
      credential: 'PCC',
      target: { hours: 500, paidHours: 450, clients: 25, recentHours: 50 },
      reached: { hours: 72, paidHours: 60, clients: 6, recentHours: 40 },
      missing: { hours: 428, paidHours: 390, clients: 19, recentHours: 10 },
      achieved: false,
    },
  ],
} as const satisfies MemberCoachingHours;
