/**
 * A failed API call: the HTTP status and the server's envelope (`code` from the error catalogue,
 * `message` already in the page's language, `data` such as validation fields).
 * status 0 means the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly data: unknown;

  constructor(status: number, code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.data = data;
  }

  /** Field messages of a validation failure (code 4034), keyed by field path. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.data as { fields?: unknown } | null)?.fields;
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Catalogue codes the front end reacts to (docs/runtime-contract.md). */
export const apiCodes = {
  notSignedIn: 4001,
  wrongCredentials: 4004,
  forbidden: 4033,
  validation: 4034,
  notFound: 4035,
} as const;
