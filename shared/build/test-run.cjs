// What every test run shares, Jest's (jest-config.cjs) and the api's Vitest (api/vitest.config.ts).

// Dates and times are formatted in the process's zone: tests read them in UTC on every machine, or in the zone
// TEST_TZ names. Set when a run's configuration loads, before it starts its workers, which inherit it.
process.env.TZ = process.env.TEST_TZ || 'UTC';

/**
 * A ceiling, not a measurement: the runners' 5 s default is reached by a migrated database, a burst of
 * argon2id checks or a screen test when the whole suite runs on two busy cores (beside the e2e server);
 * a test that hangs still fails.
 */
const TEST_TIMEOUT_MS = 15_000;

module.exports = { TEST_TIMEOUT_MS };
