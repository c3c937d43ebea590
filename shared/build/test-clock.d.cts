// Types for test-clock.cjs, which the api's Vitest set-up imports.
export declare function testClockOffset(): number | null;
export declare function movedDate(RealDate: DateConstructor, offset: number): DateConstructor;
