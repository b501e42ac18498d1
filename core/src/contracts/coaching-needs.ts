import { z } from 'zod';

/**
 * A step a member still has to take before they can coach, as the server's rules find it: a
 * coach-level package, an approved proof of education (with where the newest one stands), a first
 * request to be coached, enough points (at least one; more when the programme asks for more).
 */
export const coachingNeedSchema = z
  .discriminatedUnion('need', [
    z.object({ need: z.literal('coachLevelPackage') }),
    z.object({ need: z.literal('proofOfEducation'), proofState: z.enum(['none', 'pending', 'rejected']) }),
    z.object({ need: z.literal('coacheeRequest') }),
    z.object({ need: z.literal('points'), points: z.int(), missing: z.int() }),
  ])
  .meta({ id: 'CoachingNeed' });
export type CoachingNeed = z.infer<typeof coachingNeedSchema>;
