import { describeMembershipPeriods } from './membership-periods-scenario.ts';

// The memory tier (the default ports of the test context); PGlite and PostgreSQL run the same
// scenario in adapters/src/postgres/membership-periods.integration.test.ts.
describeMembershipPeriods('memory', () => undefined);
