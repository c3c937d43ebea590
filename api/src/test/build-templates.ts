// Builds the run's template databases and prints their description (test-templates.ts) as JSON: run by the
// Jest global set-up in a process of its own, with the loader the api itself runs under (tsx).
import { buildTemplates } from './test-templates';

buildTemplates()
  .then((templates) => process.stdout.write(JSON.stringify(templates)))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
