// Removes the run's template databases (the Jest global tear-down runs it, as the set-up ran build-templates.ts).
import { currentTemplates, removeTemplates } from './test-templates';

const templates = currentTemplates();
if (templates) {
  removeTemplates(templates).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
