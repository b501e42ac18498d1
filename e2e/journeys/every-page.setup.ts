import { realValues } from '../support/real-values.ts';
import { test } from '../support/test.ts';

// Made once before the page sweep, whose two workers then read them from the file real-values.ts
// keeps: each set registers four people, and registrations from one address are limited to ten an
// hour (core's registrationsPerAddress), which the journeys share.
test('the real values that fill the addresses of the page sweep', async ({ request }) => {
  await realValues(request);
});
