import { buildTemplates, currentTemplates, removeTemplates } from './test-templates';

/**
 * Vitest's global set-up of the api suite: the run's template databases, built once (test-templates.ts)
 * before the workers start, which inherit the environment it sets; removed when the run ends.
 */
export async function setup(): Promise<void> {
  process.env.API_TEST_TEMPLATES = JSON.stringify(await buildTemplates());
}

export async function teardown(): Promise<void> {
  const templates = currentTemplates();
  if (templates) await removeTemplates(templates);
}
