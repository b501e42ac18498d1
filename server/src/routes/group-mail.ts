import { countGroupAudience } from '@coach/core/mail/count-group-audience';
import { getGroupMail } from '@coach/core/mail/get-group-mail';
import { listGroupMails } from '@coach/core/mail/list-group-mails';
import { changeMailPreferences, getMailPreferences } from '@coach/core/mail/mail-preferences';
import { previewGroupMail } from '@coach/core/mail/preview-group-mail';
import { deleteSavedFilter, listSavedFilters, saveFilter } from '@coach/core/mail/saved-filters';
import { sendGroupMail } from '@coach/core/mail/send-group-mail';
import { readUnsubscribe, unsubscribe } from '@coach/core/mail/unsubscribe';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * Mail to a group (ADR 0049): compose, preview, count, send and follow it (`mail.sendGroup`), the
 * saved filters, a member's programme-news choice, and the public unsubscribe link's two calls.
 */
export function groupMailRoutes() {
  return createRouter()
    .openapi(...endpoint('post', '/groupmails/preview', previewGroupMail))
    .openapi(...endpoint('post', '/groupmails/count', countGroupAudience))
    .openapi(...endpoint('post', '/groupmails', sendGroupMail))
    .openapi(...endpoint('get', '/groupmails', listGroupMails))
    .openapi(...endpoint('get', '/groupmails/{id}', getGroupMail))
    .openapi(...endpoint('get', '/savedfilters', listSavedFilters))
    .openapi(...endpoint('post', '/savedfilters', saveFilter))
    .openapi(...endpoint('delete', '/savedfilters/{id}', deleteSavedFilter))
    .openapi(...endpoint('get', '/accounts/mailpreferences', getMailPreferences))
    .openapi(...endpoint('post', '/accounts/mailpreferences', changeMailPreferences))
    .openapi(...endpoint('get', '/unsubscribe/{token}', readUnsubscribe))
    .openapi(...endpoint('post', '/unsubscribe', unsubscribe));
}
