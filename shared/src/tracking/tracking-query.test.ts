import { TrackingQuerySchema } from '../contracts/signup';
import { TRACKING_KEYS, captureTrackingQuery, cleanTrackingValue, parseTrackingQuery, readTrackingQuery, TRACKING_STORAGE_KEY } from './tracking-query';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
};

describe('tracking query', () => {
  it('knows the same keys as the contract', () => {
    expect([...TRACKING_KEYS].sort()).toEqual(Object.keys(TrackingQuerySchema.shape).sort());
  });

  it('keeps network, ref and sub1–sub3, nothing else', () => {
    expect(parseTrackingQuery('?network=adnet&ref=42&sub1=a&sub2=b&sub3=c&utm_source=x&t=5')).toEqual({
      network: 'adnet',
      ref: '42',
      sub1: 'a',
      sub2: 'b',
      sub3: 'c',
    });
  });

  it('strips braces of unfilled macros and drops values left empty', () => {
    expect(cleanTrackingValue('{sub1}')).toBe('sub1');
    expect(cleanTrackingValue(' {} ')).toBeUndefined();
    expect(parseTrackingQuery('network=%7Bnet%7D&sub2=%7B%7D')).toEqual({ network: 'net' });
  });

  it('is null for a URL without tracking', () => {
    expect(parseTrackingQuery('?page=2')).toBeNull();
    expect(parseTrackingQuery('')).toBeNull();
  });

  it('cuts over-long values so the result always passes the contract', () => {
    const query = parseTrackingQuery(`network=${'n'.repeat(500)}&sub1=${'s'.repeat(500)}`);
    expect(TrackingQuerySchema.safeParse(query).success).toBe(true);
  });

  it('stores the landing query and keeps it while later pages carry none', () => {
    const storage = memoryStorage();
    expect(captureTrackingQuery('?network=adnet&sub1={sub1}', storage)).toEqual({ network: 'adnet', sub1: 'sub1' });
    expect(captureTrackingQuery('?other=1', storage)).toEqual({ network: 'adnet', sub1: 'sub1' });
    expect(readTrackingQuery(storage)).toEqual({ network: 'adnet', sub1: 'sub1' });
    captureTrackingQuery('?ref=new', storage);
    expect(readTrackingQuery(storage)).toEqual({ ref: 'new' });
  });

  it('reads tampered or broken storage as nothing or as cleaned values', () => {
    const storage = memoryStorage();
    storage.setItem(TRACKING_STORAGE_KEY, 'not json');
    expect(readTrackingQuery(storage)).toBeNull();
    storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: '{x}', ref: 7, evil: 'y' }));
    expect(readTrackingQuery(storage)).toEqual({ network: 'x' });
    expect(readTrackingQuery(null)).toBeNull();
  });
});
