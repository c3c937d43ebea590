import { LandingPathSchema, TrackingQuerySchema } from '../contracts/signup';
import {
  TRACKING_KEYS,
  captureTrackingQuery,
  withTrackingQuery,
  cleanLandingPath,
  cleanTrackingQuery,
  cleanTrackingValue,
  parseTrackingQuery,
  readLandingPath,
  readTrackingQuery,
  TRACKING_STORAGE_KEY,
} from './tracking-query';

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

  it('cleans a query from a request body the same way', () => {
    expect(cleanTrackingQuery({ network: '{net}', sub1: '{}', evil: 'x', ref: 5 })).toEqual({ network: 'net' });
    expect(cleanTrackingQuery({ sub2: ' ' })).toBeNull();
    expect(cleanTrackingQuery(undefined)).toBeNull();
  });
});

describe('landing path', () => {
  it('is kept with the tracking query it came in on: the path only, the latest source wins', () => {
    const storage = memoryStorage();
    captureTrackingQuery({ search: '?network=adnet&sub1=a', pathname: '/landers/video/summer' }, storage);
    expect(readLandingPath(storage)).toBe('/landers/video/summer');
    // Later pages of the visit carry no source: both stay.
    captureTrackingQuery({ search: '', pathname: '/members' }, storage);
    expect(readLandingPath(storage)).toBe('/landers/video/summer');
    expect(readTrackingQuery(storage)).toEqual({ network: 'adnet', sub1: 'a' });
    captureTrackingQuery({ search: '?ref=new', pathname: '/members/42' }, storage);
    expect(readLandingPath(storage)).toBe('/members/42');
  });

  it('nothing without a tracking query', () => {
    const storage = memoryStorage();
    captureTrackingQuery({ search: '?page=2', pathname: '/members' }, storage);
    expect(readLandingPath(storage)).toBeUndefined();
    storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ landing_path: '/members' }));
    expect(readLandingPath(storage)).toBeUndefined();
  });

  it('is bounded and always passes the contract; anything but a plain path is dropped', () => {
    const long = cleanLandingPath(`/${'p'.repeat(1000)}`);
    expect(long).toHaveLength(255);
    expect(LandingPathSchema.safeParse(long).success).toBe(true);
    for (const bad of ['members', '/a b', '/x?y=1', '/x#top', '', 42, null]) expect(cleanLandingPath(bad)).toBeUndefined();
    const storage = memoryStorage();
    storage.setItem(TRACKING_STORAGE_KEY, JSON.stringify({ network: 'n', landing_path: '//evil?x' }));
    expect(readLandingPath(storage)).toBeUndefined();
  });
});

describe('withTrackingQuery', () => {
  it('adds the tracking keys to a partner link, keeping what the link already has', () => {
    expect(withTrackingQuery('https://cams.example.com/live?ref=partner', { network: 'ads', ref: 'mine', sub1: 'a b' })).toBe(
      'https://cams.example.com/live?ref=partner&network=ads&sub1=a+b',
    );
  });
  it('leaves the link as it is without a tracking query, or when it is no URL', () => {
    expect(withTrackingQuery('https://cams.example.com/live', null)).toBe('https://cams.example.com/live');
    expect(withTrackingQuery('not a url', { network: 'ads' })).toBe('not a url');
  });
});
