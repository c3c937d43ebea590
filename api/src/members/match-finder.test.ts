import { matchScore, type MatchCandidate, type MatchWish } from './match-finder';

const wish: MatchWish = { minAge: 30, maxAge: 40, regionId: 7, interests: [1, 2, 3, 4] };
const base: MatchCandidate = { age: 35, regionId: 7, sharedInterests: 4, hasPhoto: true, online: true };

describe('matchScore (match-finder ranking)', () => {
  it('a perfect fit scores 100: every interest, the region, the middle of the age range, a photo, online', () => {
    expect(matchScore(base, wish)).toBe(100);
  });

  it('interests weigh most: 40 points spread over the wished interests', () => {
    expect(matchScore({ ...base, sharedInterests: 2 }, wish)).toBe(80);
    expect(matchScore({ ...base, sharedInterests: 0 }, wish)).toBe(60);
    // Three of four shared interests (30) outweigh a photo and being online together (20).
    expect(matchScore({ ...base, sharedInterests: 3, hasPhoto: false, online: false }, wish)).toBeGreaterThan(
      matchScore({ ...base, sharedInterests: 0 }, wish),
    );
  });

  it('no interests wished: nobody gets interest points, the rest decides', () => {
    expect(matchScore(base, { ...wish, interests: [] })).toBe(60);
  });

  it('place: the wished region scores 20, another region 0; no region wished fits everyone', () => {
    expect(matchScore({ ...base, regionId: 8 }, wish)).toBe(80);
    expect(matchScore({ ...base, regionId: null }, wish)).toBe(80);
    expect(matchScore({ ...base, regionId: 8 }, { ...wish, regionId: undefined })).toBe(100);
  });

  it('age fit falls from the middle of the range towards its edges, and stays positive inside it', () => {
    const at = (age: number) => matchScore({ ...base, age }, wish);
    expect(at(35)).toBeGreaterThan(at(33));
    expect(at(33)).toBeGreaterThan(at(30));
    expect(at(33)).toBe(at(37));
    expect(at(30)).toBeGreaterThan(80);
    // A one-year range: both ages fit equally.
    expect(matchScore({ ...base, age: 30 }, { ...wish, minAge: 30, maxAge: 31 })).toBe(
      matchScore({ ...base, age: 31 }, { ...wish, minAge: 30, maxAge: 31 }),
    );
  });

  it('photo and online are worth 10 each', () => {
    expect(matchScore({ ...base, hasPhoto: false }, wish)).toBe(90);
    expect(matchScore({ ...base, online: false }, wish)).toBe(90);
  });

  it('more shared interests than wished cannot exceed the interest share', () => {
    expect(matchScore({ ...base, sharedInterests: 9 }, wish)).toBe(100);
  });
});
