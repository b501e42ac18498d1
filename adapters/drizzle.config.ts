import { defineConfig } from 'drizzle-kit';

// One migrations folder for both drivers: the postgres.js and the PGlite migrator apply it alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/postgres/schema/index.ts',
  out: './drizzle',
});
