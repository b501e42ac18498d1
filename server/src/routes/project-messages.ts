import { listProjectMessages } from '@coach/core/messages/list-project-messages';
import { markProjectMessagesRead } from '@coach/core/messages/mark-project-messages-read';
import { postProjectMessage } from '@coach/core/messages/post-project-message';
import { readProjectMessagesAsAdministrator } from '@coach/core/messages/read-project-messages-as-administrator';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/**
 * The message thread of a project (issue 32, ADR 0057): its two partners read and write; an
 * administrator reads it when a dispute needs it, each read in the audit log. The fixed paths come
 * before none that could take them.
 */
export function projectMessageRoutes() {
  return createRouter()
    .openapi(...endpoint('get', '/projectmessages', listProjectMessages))
    .openapi(...endpoint('post', '/projectmessages', postProjectMessage))
    .openapi(...endpoint('post', '/projectmessages/read', markProjectMessagesRead))
    .openapi(...endpoint('get', '/projectmessages/byadministrator', readProjectMessagesAsAdministrator));
}
