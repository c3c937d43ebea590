// Vitest runs this before each test file of a worker: TEST_CLOCK (shared/build/test-clock.cjs) moves the
// worker's Date once; the files after the first find it moved. No api test uses fake timers.
import { movedDate, testClockOffset } from '@dating/shared/build/test-clock.cjs';

const MOVED = Symbol.for('dating.test-clock');

if (!(MOVED in globalThis)) {
  const offset = testClockOffset();
  if (offset !== null) globalThis.Date = movedDate(Date, offset);
  Object.defineProperty(globalThis, MOVED, { value: true });
}
