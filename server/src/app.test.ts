import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from './testing/read-json.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from './testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    environment: { REMOTE_ADMIN_APP_URL: 'https://admin.example.org/remotes/admin-app/mf-manifest.json' },
  });
});
afterAll(() => t.close());

describe('API surface', () => {
  it('answers unknown /api paths with a JSON 404 envelope (4035) in the caller language', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/nothing'],
      ['DELETE', '/api/auth/login/session'],
    ]) {
      const response = await t.app.request(path as string, { method, headers: { 'Accept-Language': 'en' } });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await readJson(response)).toEqual({
        code: 4035,
        message: 'The requested API path was not found.',
        data: null,
      });
    }
  });

  it('reports liveness and readiness', async () => {
    for (const path of ['/api/health', '/api/health/ready']) {
      const response = await t.app.request(path);
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({
        code: 2004,
        message: 'İşlem başarılı.',
        data: { status: 'ok' },
      });
    }
  });

  it('publishes an OpenAPI 3.1 document of every call, with bearer security', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = await readJson(response);
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/accountbadges',
      '/api/accountbadges/{id}',
      '/api/accountdashboard',
      '/api/accountfiles',
      '/api/accountfiles/changefilestatus',
      '/api/accountfiles/download/{accountFileId}',
      '/api/accountfiles/review',
      '/api/accountfiles/userfileuploadwithaccountid',
      '/api/accountfiles/{accountId}',
      '/api/accountroles',
      '/api/accounts',
      '/api/accounts/accountorderhistory',
      '/api/accounts/accountorderhistory/{orderId}/receipt',
      '/api/accounts/accountprofiledetail',
      '/api/accounts/accountprofiledetail/{id}',
      '/api/accounts/accountsprofiledetail',
      '/api/accounts/avatar/{accountId}',
      '/api/accounts/bulkactions',
      '/api/accounts/bulkactions/preview',
      '/api/accounts/bulkactions/{id}',
      '/api/accounts/changeaccess',
      '/api/accounts/changeavatar',
      '/api/accounts/changelanguage',
      '/api/accounts/changepassword',
      '/api/accounts/changetheme',
      '/api/accounts/checkaccountsubscription',
      '/api/accounts/confirmdeletion',
      '/api/accounts/correctidentity',
      '/api/accounts/downloadexcelaccount',
      '/api/accounts/excelaccountfileupload',
      '/api/accounts/excelexports',
      '/api/accounts/forgotpassword',
      '/api/accounts/getaccountsformanualmatching',
      '/api/accounts/getaccountsformanualmatching/exports',
      '/api/accounts/isexistaccount',
      '/api/accounts/mailpreferences',
      '/api/accounts/mydata',
      '/api/accounts/removeavatar',
      '/api/accounts/requestdeletion',
      '/api/accounts/setpassword',
      '/api/accounts/{id}',
      '/api/admindashboard',
      '/api/applicationsettings',
      '/api/applicationsettings/schedulepreview',
      '/api/auditlog',
      '/api/auditlog/entitytypes',
      '/api/auditlog/exports',
      '/api/auth/identities',
      '/api/auth/identities/unlink',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/oauth/start',
      '/api/auth/oauth/ticket',
      '/api/auth/oauth/{provider}/callback',
      '/api/auth/providers',
      '/api/auth/register',
      '/api/auth/resendverification',
      '/api/auth/userinfo',
      '/api/auth/verifyemail',
      '/api/calendar/{feed}',
      '/api/calendarfeed',
      '/api/cities',
      '/api/cities/{stateId}',
      '/api/coachinglog',
      '/api/coachinglog/download',
      '/api/coachinglog/nearthreshold',
      '/api/coachinglog/preferences',
      '/api/coachinglog/publications',
      '/api/coachinglog/publications/{publicationId}',
      '/api/coachinglog/published/{publicationId}',
      '/api/coachinglog/published/{publicationId}/pdf',
      '/api/coachinglog/verify',
      '/api/coachinglog/verify/pdf',
      '/api/coachinglog/{accountId}',
      '/api/competencyratings',
      '/api/competencyratings/given',
      '/api/competencyratings/mine',
      '/api/competencyratings/programme',
      '/api/contactform',
      '/api/contactmessages',
      '/api/contactmessages/{id}/read',
      '/api/countries',
      '/api/countrydivision',
      '/api/exports/{id}',
      '/api/exports/{id}/file',
      '/api/groupmails',
      '/api/groupmails/count',
      '/api/groupmails/preview',
      '/api/groupmails/{id}',
      '/api/health',
      '/api/health/ready',
      '/api/jobs',
      '/api/jobs/{name}/run',
      '/api/ledger',
      '/api/ledger/adjust',
      '/api/ledger/exports',
      '/api/membershippackages',
      '/api/membershippackages/{id}',
      '/api/notifications',
      '/api/notifications/read',
      '/api/notifications/readall',
      '/api/orders',
      '/api/orders/exports',
      '/api/orders/grant',
      '/api/orders/{orderId}',
      '/api/outbox',
      '/api/outbox/test',
      '/api/outbox/{id}',
      '/api/payment/callback',
      '/api/payment/prepayment',
      '/api/payment/renewalpreview',
      '/api/payment/retrieve',
      '/api/payment/retry',
      '/api/payment/sandbox/{token}',
      '/api/payment/sandbox/{token}/pay',
      '/api/projectmessages',
      '/api/projectmessages/byadministrator',
      '/api/projectmessages/read',
      '/api/projectrequests',
      '/api/projectrequests/cancel',
      '/api/projectrequests/requestforcoach',
      '/api/projectrequests/requestforcoachee',
      '/api/projects',
      '/api/projects/abortedprojectbyadministrator',
      '/api/projects/completedconfirmprojectbycoachee',
      '/api/projects/completedprojectbycoachee',
      '/api/projects/completingrequestprojectbycoach',
      '/api/projects/completionrequests/{projectCompletionRequestId}',
      '/api/projects/exports',
      '/api/projects/getmyallprojects',
      '/api/projects/getmyopenprojects',
      '/api/projects/manualprojectmatching',
      '/api/projects/matchingruns',
      '/api/projects/matchingruns/{matchingRunId}',
      '/api/projects/runprojectmatchingjob',
      '/api/projectsessions',
      '/api/projectsessions/confirm',
      '/api/projectsessions/dispute',
      '/api/publicsettings',
      '/api/reports/download',
      '/api/reports/funnel',
      '/api/reports/matchwait',
      '/api/reports/membership',
      '/api/reports/points',
      '/api/reports/projectoutcomes',
      '/api/reports/proofreview',
      '/api/savedfilters',
      '/api/savedfilters/{id}',
      '/api/sessionplans',
      '/api/sessionplans/cancel',
      '/api/sessionplans/proposals',
      '/api/sessionplans/proposals/answer',
      '/api/sessionplans/upcoming',
      '/api/states',
      '/api/states/{countryId}',
      '/api/unsubscribe',
      '/api/unsubscribe/{token}',
    ]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/auth/userinfo'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/LoginInput',
    });
  });

  it('serves the API reference page and swagger-ui from local files only', async () => {
    const page = await (await t.app.request('/api/docs')).text();
    expect(page).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page).not.toMatch(/https?:\/\//);
    expect(page).not.toMatch(/<script>(?!<\/script>)/);
    const bundle = await t.app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect(await (await t.app.request('/api/docs/init.js')).text()).toContain("url: '/api/openapi.json'");
  });

  it('marks API answers as not cacheable, error answers included', async () => {
    expect((await t.app.request('/api/health')).headers.get('cache-control')).toBe('no-store');
    const refused = await t.app.request('/api/auth/userinfo');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect((await t.app.request('/api/nothing-here')).headers.get('cache-control')).toBe('no-store');
  });
});

describe('security headers', () => {
  it('sends a CSP that allows this origin and the remote origins only', async () => {
    const csp = (await t.app.request('/')).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    const remote = 'https://admin.example.org';
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'", remote]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'", remote]);
    // blob: for previews built from fetched files (a proof's image, a chosen photo).
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', remote]);
    expect(directives['connect-src']).toEqual(["'self'", remote]);
    expect(directives['font-src']).toEqual(["'self'", 'data:', remote]);
    // A PDF proof is previewed in a frame from a blob URL; nothing may frame this site.
    expect(directives['frame-src']).toEqual(["'self'", 'blob:']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
  });

  it('sends one set of API headers on every API answer, success, refusal or unknown path', async () => {
    const apiSet = [
      'cache-control',
      'content-security-policy',
      'cross-origin-resource-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ];
    const answers = {
      success: await t.app.request('/api/membershippackages'),
      refusal: await t.app.request('/api/auth/userinfo'),
      unknown: await t.app.request('/api/nothing-here'),
    };
    expect(answers.success.status).toBe(200);
    const headersOf = (response: Response) =>
      Object.fromEntries(apiSet.map((name) => [name, response.headers.get(name)]));
    for (const [which, response] of Object.entries(answers)) {
      expect(headersOf(response), which).toEqual(headersOf(answers.success));
      expect(response.headers.get('x-request-id'), which).toMatch(/^[\w-]{36}$/);
      // A document's policies mean nothing to JSON.
      expect(response.headers.get('permissions-policy'), which).toBeNull();
    }
    expect(headersOf(answers.success)).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('keeps a request id the client sent when it is plain, and replaces one that is not', async () => {
    const kept = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'proxy-42' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-42');
    const replaced = await t.app.request('/api/health', { headers: { 'X-Request-Id': 'a b;c' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('a b;c');
  });
});

describe.each(testDatabaseKinds())('infrastructure failures on %s', (kind) => {
  it('answer 500 with code 2005 and no internals, and readiness turns 503', async () => {
    const broken = await createTestApp({ database: kind });
    await broken.composition.database.close();
    try {
      const response = await broken.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({ email: 'ayse@example.com', password: 'Member!2345' }),
      });
      expect(response.status).toBe(500);
      expect(await readJson(response)).toEqual({
        code: 2005,
        message: 'Something went wrong. Please try again later.',
        data: null,
      });
      const readiness = await broken.app.request('/api/health/ready');
      expect(readiness.status).toBe(503);
      expect((await readJson(readiness)).code).toBe(4098);
      expect(readiness.headers.get('retry-after')).toBe('5');
      expect((await broken.app.request('/api/health')).status).toBe(200);
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
