import { runStandalone } from '@coach/kit/standalone/run-standalone.tsx';
import remote from './app/remote.ts';

// Only `npm run dev` runs this (a production build has no page of its own, ADR 0026): the host loads
// ./routes through Module Federation and never this entry. The development server answers /api from
// the real server, seeded with the demo data (ADR 0046); signed in as the demo administrator
// through that role's known session token, since the login page belongs to public-site.
runStandalone({ remote, mount: 'admin', demoToken: 'demo-token-admin' });
