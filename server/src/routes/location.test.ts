import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createHttpTestApp, type HttpTestApp } from '../testing/test-app.ts';

// The location calls need no database: the fast test app serves them.
describe('location over HTTP', () => {
  let t: HttpTestApp;
  beforeAll(async () => {
    t = await createHttpTestApp();
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const response = await t.app.request(`/api${path}`, { headers: { 'Accept-Language': 'en' } });
    return { status: response.status, body: await readJson(response) };
  };

  it("answers Turkey's 81 provinces at /states and their districts at /cities/{stateId}, without signing in", async () => {
    const states = await get('/states');
    expect(states.status).toBe(200);
    expect(states.body.data).toHaveLength(81);
    expect(states.body.data).toContainEqual({
      stateId: 'TR-63',
      countryId: 'TR',
      name: 'Şanlıurfa',
      hasCities: true,
    });
    const istanbul = await get('/cities/TR-34');
    expect(istanbul.body.data).toHaveLength(39);
    const ankara = (await get('/cities/TR-06')).body.data.map((city: { name: string }) => city.name);
    expect(ankara).toHaveLength(25);
    expect(ankara).toContain('Çankaya');
  });

  it('answers countries, the states of a country and the whole division for a form', async () => {
    const countries = await get('/countries?language=tr');
    expect(countries.body.data).toContainEqual({
      countryId: 'DE',
      nameTr: 'Almanya',
      nameEn: 'Germany',
      hasStates: true,
    });
    expect((await get('/states/US')).body.data).toContainEqual({
      stateId: 'US-CA',
      countryId: 'US',
      name: 'California',
      hasCities: true,
    });
    const division = await get('/countrydivision?countryId=TR&stateId=TR-35');
    expect(division.status).toBe(200);
    expect(division.body.data).toMatchObject({ countryId: 'TR', stateId: 'TR-35' });
    expect(division.body.data.cities.map((city: { name: string }) => city.name)).toContain('Karşıyaka');
    expect((await get('/cities')).body.data.length).toBeGreaterThan(970);
  });

  it('answers unknown codes with 404 and malformed ones with 400, never a server error', async () => {
    expect(await get('/states/ZZ')).toMatchObject({ status: 404, body: { code: 4002 } });
    expect(await get('/cities/TR-99')).toMatchObject({ status: 404, body: { code: 4002 } });
    expect(await get('/states/Turkey')).toMatchObject({ status: 400, body: { code: 4034 } });
    expect(await get('/countrydivision?stateId=US-CA')).toMatchObject({ status: 404 });
    expect((await get('/countries?language=fr')).status).toBe(400);
  });
});
