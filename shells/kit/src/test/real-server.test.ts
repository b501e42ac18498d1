import { catalogue, translate } from '@coach/core/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { fetchFileBlob } from '../api/download.ts';
import { unwrap } from '../api/unwrap.ts';
import { tokenAtom } from '../auth/token.ts';
import { i18n } from '../i18n/i18n.ts';
import { store } from '../state/store.ts';
import { catalogueAnswerOn, heldAnswerOn, networkFailureOn } from './hand-made-answers.ts';
import { realServer, resetRealServer } from './real-server.ts';
import { mockServer } from './setup.ts';

// The bridge between msw and the real server (real-server.ts): what crosses it arrives whole, in
// both directions, and the hand-made answers that stay are the catalogue's.

/** The smallest file the server's type check takes for a PDF. */
const pdf = () =>
  new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'kanıt.pdf', { type: 'application/pdf' });

describe('the real server behind msw', () => {
  it('knows each demo role by its token, with the names the seed gave', async () => {
    const server = await realServer();
    store.set(tokenAtom, 'demo-token-member');
    const member = await unwrap(api.api.auth.userinfo.$get());
    expect(member).toMatchObject({ fullName: server.accounts.member.fullName, accountRoleType: 'User' });
    store.set(tokenAtom, 'demo-token-admin');
    expect(await unwrap(api.api.auth.userinfo.$get())).toMatchObject({ email: server.accounts.admin.email });
  });

  it('signs in with a demo password and answers refusals in the page language, from the catalogue', async () => {
    const { member } = (await realServer()).accounts;
    const { token } = await unwrap(
      api.api.auth.login.$post({ json: { email: member.email, password: member.password } }),
    );
    expect(token).toEqual(expect.any(String));
    i18n.activate('tr');
    const refused = await fetch('http://localhost:3000/api/admindashboard', {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 4033, message: translate(4033, 'tr'), data: null });
  });

  it('takes a multipart upload and gives the same bytes back as a download', async () => {
    store.set(tokenAtom, 'demo-token-member');
    const form = new FormData();
    form.append('file', pdf());
    const uploaded = await fetch('http://localhost:3000/api/accountfiles', {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-token-member' },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { id: string } };
    const file = await fetchFileBlob(`/accountfiles/download/${data.id}`);
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('kanıt.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array(await pdf().arrayBuffer()));
  });

  it('comes back to the seeded state: a file uploaded is gone, a signed-out session is back', async () => {
    store.set(tokenAtom, 'demo-token-member');
    const form = new FormData();
    form.append('file', pdf());
    await fetch('http://localhost:3000/api/accountfiles', {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-token-member' },
      body: form,
    });
    const before = await unwrap(api.api.accountfiles.$get());
    await unwrap(api.api.auth.logout.$post());
    await resetRealServer();
    store.set(tokenAtom, 'demo-token-member');
    const after = await unwrap(api.api.accountfiles.$get());
    expect(after.length).toBe(before.length - 1);
  });
});

describe('hand-made answers in front of it', () => {
  it('fail the network, so the client reports an unreachable server', async () => {
    mockServer.use(networkFailureOn('get', '*/api/auth/userinfo'));
    store.set(tokenAtom, 'demo-token-member');
    await expect(unwrap(api.api.auth.userinfo.$get())).rejects.toMatchObject({ status: 0, code: 0 });
  });

  it('answer a catalogue entry with its own status and message', async () => {
    mockServer.use(catalogueAnswerOn('get', '*/api/auth/userinfo', 'serverBusy'));
    store.set(tokenAtom, 'demo-token-member');
    const failure = await unwrap(api.api.auth.userinfo.$get()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const { code, status } = catalogue.serverBusy;
    expect(failure).toMatchObject({ status, code, message: translate(code, 'en') });
  });

  it('hold a real answer until the test lets it go', async () => {
    const userinfo = heldAnswerOn('get', '*/api/auth/userinfo');
    mockServer.use(userinfo.handler);
    store.set(tokenAtom, 'demo-token-member');
    let answered = false;
    const asked = unwrap(api.api.auth.userinfo.$get()).then((user) => {
      answered = true;
      return user;
    });
    await expect.poll(() => userinfo.calls).toBe(1);
    expect(answered).toBe(false);
    userinfo.release();
    expect(await asked).toMatchObject({ email: (await realServer()).accounts.member.email });
  });
});
