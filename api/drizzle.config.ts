import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from api/) writes the next SQL migration into ./drizzle from the schema.
// The api applies them at start-up (src/db/database.ts); never edit a generated file once committed.
export default defineConfig({
  dialect: 'postgresql',
  // The index, not the folder: drizzle-kit reads every file it is given and keeps only tables unique, so
  // the folder (each domain's module, and the index re-exporting them all) would give it every enum twice.
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
