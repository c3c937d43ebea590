import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from api/) writes the next SQL migration into ./drizzle from the schema.
// The api applies them at start-up (src/db/database.ts); never edit a generated file once committed.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
