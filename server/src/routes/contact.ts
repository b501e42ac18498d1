import { listContactMessages, markContactMessage, sendContactMessage } from '@coach/core';
import { endpoint } from '../http/endpoint.ts';
import { createRouter } from '../http/router.ts';

/** The public contact form, and the administrators' inbox of its messages. */
export function contactRoutes() {
  return createRouter()
    .openapi(...endpoint('post', '/contactform', sendContactMessage))
    .openapi(...endpoint('get', '/contactmessages', listContactMessages))
    .openapi(...endpoint('put', '/contactmessages/{id}/read', markContactMessage));
}
