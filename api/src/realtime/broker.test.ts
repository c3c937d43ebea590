import { wakePayloads } from './broker';

it('splits wake-ups into NOTIFY payloads under PostgreSQL’s 8000-byte limit, every id once', () => {
  const ids = Array.from({ length: 5000 }, (_, i) => 1_000_000_000 + i);
  const payloads = wakePayloads('origin', ids);
  expect(payloads.length).toBeGreaterThan(1);
  for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  const back = payloads.flatMap((payload) => (JSON.parse(payload) as { m: { userIds: number[] } }).m.userIds);
  expect(back).toEqual(ids);
  expect(wakePayloads('origin', [])).toEqual([]);
});
