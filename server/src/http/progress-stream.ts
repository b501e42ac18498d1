import type { CatalogueKey, FieldIssue, Language, ProgressUpdate } from '@coach/core';
import { progressStreamContentType } from '@coach/core/contracts/excel';
import { translateValidationMessage } from '@coach/core/contracts/validation-messages';
import { catalogue } from '@coach/core/errors/catalogue';
import { isDomainError } from '@coach/core/errors/domain-error';
import { translate } from '@coach/core/errors/translate';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';
import type { Envelope } from './envelope.ts';
import { statusOfCode } from './status-table.ts';

/** Whether the caller asked for progress lines (`Accept: application/x-ndjson`). */
export function acceptsProgressStream(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').toLowerCase().includes(progressStreamContentType);
}

/** The envelope of an error met after the stream began, as the error handler would answer it. */
function errorEnvelope(error: unknown, language: Language): Envelope<unknown> {
  if (!isDomainError(error)) {
    const code = catalogue.somethingWentWrong.code;
    return { code, message: translate(code, language), data: null };
  }
  const key: CatalogueKey = error.key;
  let data: unknown = error.data ?? null;
  if (key === 'validationFailed') {
    const fields = (error.data?.fields ?? {}) as Record<string, FieldIssue>;
    data = {
      fields: Object.fromEntries(
        Object.entries(fields).map(([path, issue]) => [
          path,
          translateValidationMessage(issue.key, language, issue.params),
        ]),
      ),
    };
  }
  return { code: error.code, message: translate(error.code, language, data), data };
}

/**
 * Runs a long call and, once it reports progress, answers 200 with one JSON value per line: a
 * `{ phase, done, total }` line per update and, last, the answer's envelope (success or error,
 * with its catalogue code). A call that ends before its first update answers the usual way, with
 * its real HTTP status: refusals found before the work starts (a wrong file type, 4034) keep theirs.
 *
 * The stream is ours to end: an unexpected failure after it began becomes a 2005 line, and is
 * written to the error output since the error handler can no longer see it.
 */
export function withProgressStream(
  c: Context<AppEnv>,
  work: (progress: (update: ProgressUpdate) => void) => Promise<Envelope<unknown>>,
): Promise<Response> {
  const language = c.get('language');
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
    // The client left: the work goes on (a checked import still commits), unheard.
    cancel: () => {
      open = false;
    },
  });
  const send = (value: unknown) => {
    if (open) controller?.enqueue(encoder.encode(`${JSON.stringify(value)}\n`));
  };
  const end = (value: unknown) => {
    send(value);
    if (open) controller?.close();
    open = false;
  };

  let begin: (response: Response) => void = () => {};
  const begun = new Promise<Response>((resolve) => {
    begin = resolve;
  });
  let streaming = false;
  const progress = (update: ProgressUpdate) => {
    if (!streaming) {
      streaming = true;
      begin(
        new Response(body, {
          status: 200,
          headers: {
            'Content-Type': `${progressStreamContentType}; charset=utf-8`,
            'Cache-Control': 'no-store',
            'X-Content-Type-Options': 'nosniff',
          },
        }),
      );
    }
    send(update);
  };

  const finished = work(progress).then(
    (envelope) => {
      if (!streaming) return c.json(envelope, statusOfCode[envelope.code as keyof typeof statusOfCode]);
      end(envelope);
      return undefined;
    },
    (error: unknown) => {
      // Before the stream began, the error handler answers it with its status, as for any call.
      if (!streaming) throw error;
      if (!isDomainError(error)) {
        console.error(
          JSON.stringify({ requestId: c.get('requestId'), path: c.req.path, msg: 'stream failed' }),
          error,
        );
      }
      end(errorEnvelope(error, language));
      return undefined;
    },
  );
  return Promise.race([begun, finished.then((response) => response ?? begun)]);
}
