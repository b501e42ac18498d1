import type { Notification } from '@coach/core/contracts';
import { formatDate, useLang } from '@coach/kit';
import { useLingui } from '@lingui/react/macro';

/**
 * What each kind of notification says (core's `notificationDataSchemas`, ADR 0055). The switch has
 * no default: a kind added in core fails the build here until it has its sentence.
 */
export function useNotificationText(): (notification: Notification) => string {
  const { t } = useLingui();
  const lang = useLang();
  return (notification) => {
    switch (notification.kind) {
      case 'projectMatched': {
        const { partnerName: partner } = notification.data;
        return notification.data.role === 'coach'
          ? t`You were matched: you coach ${partner}.`
          : t`You were matched: ${partner} coaches you.`;
      }
      case 'sessionToConfirm': {
        const { partnerName: partner } = notification.data;
        const day = formatDate(`${notification.data.heldOn}T12:00:00Z`, lang);
        return t`${partner} logged a session on ${day}: confirm it or dispute it.`;
      }
      case 'closingRequestWaiting': {
        const { coachName: coach } = notification.data;
        const confirmBy = formatDate(notification.data.confirmBy, lang);
        return t`${coach} sent a closing request: confirm it by ${confirmBy}.`;
      }
      case 'proofReviewed':
        return notification.data.approved
          ? t`Your proof of education was approved.`
          : t`Your proof of education was not accepted: upload a new one.`;
      case 'membershipEnding': {
        const end = formatDate(notification.data.subscriptionEndDate, lang);
        return notification.data.ended
          ? t`Your membership ended on ${end}: renew it to ask for projects.`
          : t`Your membership ends on ${end}: renew it in time.`;
      }
      case 'deadlineNear': {
        const { partnerName: partner } = notification.data;
        const due = formatDate(notification.data.dueAt, lang);
        return notification.data.kind === 'confirmation_in_1_day'
          ? t`The closing request of your project with ${partner} closes on ${due}: confirm it.`
          : t`Your project with ${partner} ends on ${due}: close it before then.`;
      }
      case 'newMessage': {
        const { partnerName: partner } = notification.data;
        return t`${partner} wrote to you in your project.`;
      }
      case 'proposalToAnswer': {
        const { partnerName: partner } = notification.data;
        return t`${partner} proposed times for a session: accept one or decline.`;
      }
      case 'publishedLogWithdrawn': {
        const published = formatDate(notification.data.publishedAt, lang);
        return t`A client named on your coaching log published on ${published} deleted their account, so that log was withdrawn: publish it again.`;
      }
    }
  };
}
