import type { OptionalMailKind } from '@coach/core/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The switch of each kind of mail a member may turn off (core's `optionalMailKinds`, ADR 0055):
 * a kind added there fails the build here until it has its words.
 */
export const mailKindTexts: Record<
  OptionalMailKind,
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  projectMatched: {
    label: msg`A new project`,
    description: msg`When you are matched with a partner: who they are and how to reach them.`,
  },
  closingRequestSent: {
    label: msg`A closing request`,
    description: msg`When your coach asks you to confirm that your project is complete.`,
  },
  projectCompleted: {
    label: msg`A completed project`,
    description: msg`When one of your projects is completed, with the points it moved.`,
  },
  projectEndedBySystem: {
    label: msg`A project ended by the system`,
    description: msg`When nobody closed a project in time and it ended with the penalty.`,
  },
  projectDeadlineWarning: {
    label: msg`Deadlines`,
    description: msg`7 days and 1 day before a project’s end, and 1 day before a confirmation closes.`,
  },
  proofApproved: {
    label: msg`An approved proof of education`,
    description: msg`When an administrator approves your proof of education.`,
  },
  membershipExpiring: {
    label: msg`A membership that ends soon`,
    description: msg`7 days before your membership ends.`,
  },
  membershipExpired: {
    label: msg`A membership that has ended`,
    description: msg`The day your membership has ended.`,
  },
  sessionReminder: {
    label: msg`Session reminders`,
    description: msg`When two weeks pass in a project without a logged session.`,
  },
  projectMessage: {
    label: msg`Messages from your partner`,
    description: msg`When your partner writes in a project’s thread: one mail until you read it.`,
  },
  sessionInvite: {
    label: msg`Calendar invitations`,
    description: msg`When a session is scheduled, moved or cancelled, with its invitation for your calendar.`,
  },
  sessionComingUp: {
    label: msg`A session tomorrow`,
    description: msg`The day before a scheduled session.`,
  },
};
