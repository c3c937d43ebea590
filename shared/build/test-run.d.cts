// Types for test-run.cjs, which the api's Vitest configuration imports.
export declare const TEST_TIMEOUT_MS: number;
