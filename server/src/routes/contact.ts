import { listContactMessages } from '@coach/core/contact/list-contact-messages';
import { markContactMessage } from '@coach/core/contact/mark-contact-message';
import { sendContactMessage } from '@coach/core/contact/send-contact-message';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** The public contact form, and the administrators' inbox of its messages. */
export function contactRoutes() {
  return createRouter()
    .openapi(...endpoint('post', '/contactform', sendContactMessage))
    .openapi(...endpoint('get', '/contactmessages', listContactMessages))
    .openapi(...endpoint('put', '/contactmessages/{id}/read', markContactMessage));
}
