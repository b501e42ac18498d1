import { type CatalogueKey, catalogue, type Language, translate } from '@coach/core/contracts';

type Listener = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in XMLHttpRequest for the tests of the two calls that need one (an upload's progress,
 * the Excel import's progress stream): the test plays the network step by step, the body going up
 * and the answer coming down in chunks, which msw cannot do. Install it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)`. Whatever it answers is the server's envelope for a
 * catalogue entry, with that entry's status: no status is typed by hand (ADR 0046).
 */
export class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  contentType = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onprogress: (() => void) | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** `loaded` of `total` bytes of the body went up. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
  }
  /** The server began a progress stream (NDJSON) and sent `chunk` of it. */
  receive(chunk: string) {
    this.status = catalogue.done.status;
    this.contentType = 'application/x-ndjson; charset=utf-8';
    this.responseText += chunk;
    this.onprogress?.();
  }
  /** The stream ended. */
  finish() {
    this.onload?.();
  }
  /** The server answered the catalogue's `key`, with its status, code and message in `language`. */
  answer(key: CatalogueKey, data: unknown = null, language: Language = 'en') {
    this.status = catalogue[key].status;
    this.contentType = 'application/json';
    this.responseText = JSON.stringify(envelopeOf(key, data, language));
    this.onload?.();
  }
}

/** What the server writes for the catalogue's `key`: its code, its message in `language`, `data`. */
export function envelopeOf(key: CatalogueKey, data: unknown = null, language: Language = 'en') {
  const { code } = catalogue[key];
  return { code, message: translate(code, language, data), data };
}

/** The request the code under test sent last. */
export function sentXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('nothing was sent');
  return FakeXhr.last;
}
