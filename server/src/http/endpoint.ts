import type { AnyUseCase, CatalogueKey, DownloadFile, UseCaseContext } from '@coach/core';
import { uploadedFileSchema } from '@coach/core/contracts/files';
import { permissionsOfAccess } from '@coach/core/shared/authorization';
import { execute } from '@coach/core/shared/use-case';
import { createRoute, type RouteHandler, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { jsonAnswer } from './answer-headers.ts';
import { guard, identify } from './auth.ts';
import { registerUploadRoute, uploadBodyLimit } from './body-limit.ts';
import { type AppEnv, useCaseContext } from './env.ts';
import { success } from './envelope.ts';
import { fileResponse, multipartInput, multipartSchema } from './file-transfer.ts';
import { commonNotes, type ErrorResponse, errorResponses, jsonEnvelope } from './responses.ts';
import { type StatusOfKey, statusOf } from './status-table.ts';

type Method = 'get' | 'post' | 'put' | 'delete';

/** The names of a path's `{param}` parts. */
type PathKeys<Path extends string> = Path extends `${string}{${infer Key}}${infer Rest}`
  ? Key | PathKeys<Rest>
  : never;
type ShapeOf<U extends AnyUseCase> = U['input'] extends z.ZodObject<infer Shape> ? Shape : never;
type PathSchema<U extends AnyUseCase, P extends string> = z.ZodObject<Pick<ShapeOf<U>, PathKeys<P>>>;
type RestSchema<U extends AnyUseCase, P extends string> = z.ZodObject<Omit<ShapeOf<U>, PathKeys<P>>>;
type HasRest<U extends AnyUseCase, P extends string> = [keyof Omit<ShapeOf<U>, PathKeys<P>>] extends [never]
  ? false
  : true;

/** Path parameters from the path; the other fields from the query (GET) or the JSON body. */
type RequestOf<M extends Method, P extends string, U extends AnyUseCase> = ([PathKeys<P>] extends [never]
  ? Record<never, never>
  : { params: PathSchema<U, P> }) &
  (HasRest<U, P> extends false
    ? Record<never, never>
    : M extends 'get'
      ? { query: RestSchema<U, P> }
      : { body: { required: true; content: { 'application/json': { schema: RestSchema<U, P> } } } });

/** The catalogue keys a call may answer: its declared errors and those its declaration implies. */
type ErrorKey<U extends AnyUseCase> =
  | U['errors'][number]
  | (U['access'] extends 'public' ? never : 'unauthorized')
  | (U['access'] extends 'public' | 'signedIn' ? never : 'forbidden')
  | ([keyof ShapeOf<U>] extends [never] ? never : 'validationFailed')
  | 'somethingWentWrong'
  | 'databaseUnavailable';

/** The route's type, spelled out so that the typed client (`hc<AppType>`) sees each call exactly. */
type EndpointRoute<M extends Method, P extends string, U extends AnyUseCase, Out extends z.ZodType> = {
  method: M;
  path: P;
  request: RequestOf<M, P, U>;
  responses: SuccessResponse<U, Out> & ErrorResponses<U>;
  middleware?: MiddlewareHandler<AppEnv>[];
};

type ErrorResponses<U extends AnyUseCase> = Record<StatusOfKey<ErrorKey<U>>, ErrorResponse>;
type SuccessResponse<U extends AnyUseCase, Out extends z.ZodType> = Record<
  StatusOfKey<U['success']>,
  ReturnType<typeof jsonEnvelope<Out>>
>;

/**
 * A call whose HTTP answer is not its use case's output as it is: part of the output goes
 * elsewhere (`auth/oauth/start` sets its browser binding as an HttpOnly cookie, never in a body),
 * and part of what the use case reads may come from a cookie (`auth/login`'s device cookie).
 */
export interface Presentation<U extends AnyUseCase, Out extends z.ZodType> {
  /** What the use case's context takes from the request besides the body (a cookie's value). */
  readonly context?: (c: Context<AppEnv>) => Pick<UseCaseContext, 'deviceToken'>;
  /** The schema of the answer's `data`, for the API reference and the typed client. */
  readonly output: Out;
  /** The answer's `data` from the use case's output; it may also set headers on `c`. */
  present(c: Context<AppEnv>, output: z.output<U['output']>): z.input<Out>;
  /** What the answer carries besides `data` (a cookie), for the API reference. */
  readonly description: string;
}

/** The documented error answers: each status with the catalogue codes that give it. */
function errorResponsesOf(useCase: AnyUseCase): Record<number, ErrorResponse> {
  const keys: CatalogueKey[] = [];
  if (Object.keys(useCase.input.shape).length > 0) keys.push('validationFailed');
  if (useCase.access !== 'public') keys.push('unauthorized');
  if (useCase.access !== 'public' && useCase.access !== 'signedIn') keys.push('forbidden');
  return errorResponses(
    [...keys, ...useCase.errors, 'somethingWentWrong', 'databaseUnavailable'],
    commonNotes,
  );
}

/**
 * A public call that may refuse by who asks (`forbidden` or `unauthorized` among its errors: the
 * packages list, linking a sign-in provider) decides by the caller, so a caller who sends a token
 * is identified; other public calls never look at one.
 */
function identifiesCaller(useCase: AnyUseCase): boolean {
  return (
    useCase.access === 'public' &&
    (useCase.errors.includes('forbidden') || useCase.errors.includes('unauthorized'))
  );
}

/** Who may call, in the API reference's words. */
function accessDescription(useCase: AnyUseCase): string {
  if (useCase.access === 'signedIn') return 'Needs a signed-in account.';
  if (useCase.access !== 'public') {
    const permissions = permissionsOfAccess(useCase.access).map((permission) => `\`${permission}\``);
    return `Needs the permission ${permissions.join(' or ')}.`;
  }
  return identifiesCaller(useCase)
    ? 'Open to everyone; some answers depend on who asks, so send the bearer token when signed in.'
    : 'Open to everyone.';
}

/** Who the caller is: the guard of a protected call, or the identification of a public one that asks. */
function callerMiddleware(useCase: AnyUseCase): MiddlewareHandler<AppEnv>[] {
  if (useCase.access !== 'public') return [guard(useCase.access)];
  return identifiesCaller(useCase) ? [identify()] : [];
}

function pathKeysOf(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** The input fields that carry files (`uploadedFileSchema`). */
function fileFieldsOf(input: z.ZodObject): string[] {
  return Object.entries(input.shape)
    .filter(([, schema]) => schema === uploadedFileSchema)
    .map(([key]) => key);
}

function bodyOf(useCase: AnyUseCase, rest: z.ZodObject) {
  if (!useCase.upload) return { required: true, content: { 'application/json': { schema: rest } } };
  const schema = multipartSchema(rest, fileFieldsOf(useCase.input));
  return { required: true, content: { 'multipart/form-data': { schema } } };
}

function requestOf(method: Method, path: string, useCase: AnyUseCase) {
  const { input } = useCase;
  const pathKeys = pathKeysOf(path);
  const inPath = Object.fromEntries(pathKeys.map((key) => [key, true as const]));
  // Without path parameters the declared schema is used as it is, keeping its OpenAPI name.
  const rest = pathKeys.length > 0 ? input.omit(inPath as never) : input;
  const request: Record<string, unknown> = {};
  if (pathKeys.length > 0) request.params = input.pick(inPath as never);
  if (Object.keys(rest.shape).length > 0) {
    request[method === 'get' ? 'query' : 'body'] = method === 'get' ? rest : bodyOf(useCase, rest);
  }
  return request;
}

/** The raw input of a request: path parameters plus the query (GET), the JSON or the multipart body. */
async function rawInput(
  c: Context<AppEnv>,
  method: Method,
  input: { readonly inPath: boolean; readonly hasRest: boolean },
  useCase: AnyUseCase,
) {
  const { hasRest } = input;
  // hono decodes every parameter into a new object when asked, even for a path that has none.
  const params = input.inPath ? (c.req.param() as Record<string, string>) : {};
  if (!hasRest) return params;
  if (useCase.upload) return { ...(await multipartInput(c, useCase.upload.maxBytes)), ...params };
  // The body was already read and cached by the route's validator.
  const rest = method === 'get' ? c.req.query() : await c.req.json();
  return typeof rest === 'object' && rest !== null && !Array.isArray(rest) ? { ...rest, ...params } : rest;
}

/** The success answer: the envelope around the output, or for a download the file itself. */
function successResponse(useCase: AnyUseCase, status: number, output: z.ZodType) {
  if (!useCase.download) return jsonEnvelope(useCase.summary, output);
  const binary = z.string().openapi({ type: 'string', format: 'binary' });
  const content = Object.fromEntries(useCase.download.contentTypes.map((type) => [type, { schema: binary }]));
  return { description: `${useCase.summary} (the file itself, status ${status})`, content };
}

/**
 * One API call derived from a use case's declaration: the route states only method and path; the
 * guard, the request validation, the OpenAPI description (schemas, security, error codes) and
 * the answer all come from the declaration.
 *
 *   router.openapi(...endpoint('get', '/admindashboard', getAdminDashboard))
 *
 * A `presentation` answers something other than the output as it is (see `Presentation`).
 */
export function endpoint<
  const M extends Method,
  const P extends string,
  U extends AnyUseCase,
  Out extends z.ZodType = U['output'],
>(method: M, path: P, useCase: U, presentation?: Presentation<U, Out>) {
  const request = requestOf(method, path, useCase);
  const inputParts = { inPath: 'params' in request, hasRest: 'query' in request || 'body' in request };
  const successStatus = statusOf(useCase.success);
  const route = createRoute({
    method,
    path,
    operationId: useCase.name,
    tags: [useCase.name.split('.')[0] ?? 'api'],
    summary: useCase.summary,
    description: [accessDescription(useCase), presentation?.description].filter(Boolean).join(' '),
    // Bearer sign-in is the document's default (app.ts); a public call says it needs none.
    security: useCase.access === 'public' ? [] : [{ bearerAuth: [] }],
    // The guard answers 401/403 before an upload's body is read.
    middleware: [
      ...callerMiddleware(useCase),
      ...(useCase.upload ? [uploadBodyLimit(useCase.upload.maxBytes)] : []),
    ],
    request,
    responses: {
      [successStatus]: successResponse(useCase, successStatus, presentation?.output ?? useCase.output),
      ...errorResponsesOf(useCase),
    },
  }) as unknown as EndpointRoute<M, P, U, Out>;
  // Upload calls take no path parameters (docs/api.md §4), so the exact path identifies them.
  if (useCase.upload) registerUploadRoute(method, `/api${path}`);
  const handler = async (c: Context<AppEnv>) => {
    const ctx = presentation?.context
      ? { ...useCaseContext(c), ...presentation.context(c) }
      : useCaseContext(c);
    const output = await execute(useCase, ctx, await rawInput(c, method, inputParts, useCase));
    if (useCase.download) {
      return fileResponse(c, output as DownloadFile, useCase.download.cache ?? 'private', successStatus);
    }
    if (!presentation) return jsonAnswer(c, success(c, useCase.success, output), successStatus);
    // A presentation may set headers on `c` (a cookie): hono's own answer keeps them.
    const data = presentation.present(c, output as z.output<U['output']>);
    return c.json(success(c, useCase.success satisfies CatalogueKey, data), successStatus);
  };
  return [route, handler as unknown as RouteHandler<EndpointRoute<M, P, U, Out>, AppEnv>] as const;
}
