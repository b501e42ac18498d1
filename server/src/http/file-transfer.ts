import type { CatalogueStatus, DownloadFile, UploadedFile } from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';
import { refuseFields, unstorableFieldsOf } from './unstorable-text.ts';

/**
 * The fields of a multipart body, files turned into UploadedFile (name and bytes) for the use
 * case. A file over `maxBytes` (possible within the framing allowance) is refused like a body over
 * the limit. Repeated fields keep their last value. A text field or a file name holding NUL or a
 * lone surrogate is refused (400 / 4034), as in every other body.
 */
export async function multipartInput(c: Context<AppEnv>, maxBytes: number): Promise<Record<string, unknown>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) return {};
  const form = await c.req.parseBody({ all: false });
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (typeof value === 'string') {
      input[key] = value;
      continue;
    }
    if (!(value instanceof File)) continue;
    if (value.size > maxBytes)
      throw new DomainError('payloadTooLarge', { limitKb: Math.ceil(maxBytes / 1024) });
    input[key] = {
      name: value.name,
      bytes: new Uint8Array(await value.arrayBuffer()),
    } satisfies UploadedFile;
  }
  // The text fields and the files' names, as `refuseUnstorableText` checks a JSON body (it leaves
  // multipart bodies to this function, which runs after the upload's guard and limit).
  const texts = Object.entries(input).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : (value as UploadedFile).name,
  ]);
  const unstorable = unstorableFieldsOf(Object.fromEntries(texts));
  if (unstorable.length > 0) refuseFields(unstorable);
  return input;
}

/**
 * The OpenAPI shape of an upload call's body: its file fields as binary, the others as declared.
 * The route validates the parsed form against it, where a file is a `File`, not a string: a file
 * field only has to be present here, and the use case's `uploadedFileSchema` checks what it is.
 */
export function multipartSchema(input: z.ZodObject, fileFields: readonly string[]): z.ZodObject {
  const binary = Object.fromEntries(
    fileFields.map((field) => [
      field,
      z
        .custom((value) => value !== undefined, { error: 'required' })
        .openapi({ type: 'string', format: 'binary' }),
    ]),
  );
  return input.extend(binary);
}

/**
 * A body read from `parts` one at a time, as the client takes it: the next part is read only when
 * the one before was sent (the stream's queue holds one), and a client gone cancels the stream,
 * which ends the reading (`return` on the iterator: a database read stops at the slice it was on).
 */
function bodyOf(parts: AsyncIterable<Uint8Array<ArrayBuffer>>): ReadableStream<Uint8Array<ArrayBuffer>> {
  const iterator = parts[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array<ArrayBuffer>>(
    {
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * The answer of a download call: the bytes themselves (or a file too large to hold, sent part by
 * part as it is read, ADR 0042), with the status of the call's success key.
 * `nosniff` and the attachment disposition
 * keep a browser from running an uploaded file as a page of this origin.
 */
export function fileResponse(
  c: Context<AppEnv>,
  file: DownloadFile,
  cache: 'public' | 'private',
  status: CatalogueStatus,
): Response {
  const fallbackName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const streamed = 'parts' in file;
  return c.body(streamed ? bodyOf(file.parts) : (file.bytes as Uint8Array<ArrayBuffer>), status, {
    'Content-Type': file.contentType,
    'Content-Length': String(streamed ? file.byteLength : file.bytes.byteLength),
    'Content-Disposition': `attachment; filename="${fallbackName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cache === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
  });
}
