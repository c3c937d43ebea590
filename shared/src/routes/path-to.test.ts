import { matchRoute } from './match-route';
import { pathTo, withQuery } from './path-to';

describe('pathTo', () => {
  it('builds the path of a route from its params, numbers included', () => {
    expect(pathTo('chats-id', { id: 12 })).toBe('/chats/12');
    expect(pathTo('members-id', { id: '493' })).toBe('/members/493');
    expect(pathTo('members')).toBe('/members');
    expect(pathTo('index')).toBe('/');
  });

  it('drops an optional param left out, keeps one given', () => {
    expect(pathTo('members-id-landing2-slug', { id: 7, slug: undefined })).toBe('/members/7/landing2');
    expect(pathTo('members-id-landing2-slug', { id: 7, slug: 'summer' })).toBe('/members/7/landing2/summer');
  });

  it('gives paths the route table matches back to the same route and params', () => {
    const match = matchRoute(pathTo('chats-id', { id: 42 }));
    expect(match?.route.name).toBe('chats-id');
    expect(match?.params).toEqual({ id: '42' });
  });

  it('throws on params the route table refuses, instead of building a path that 404s', () => {
    expect(() => pathTo('chats-id', { id: 0 })).toThrow(/chats-id/);
    expect(() => pathTo('chats-id', { id: 'abc' })).toThrow(/chats-id/);
  });
});

describe('the transactions route', () => {
  it("carries a payment's public id, not a number", () => {
    const id = 'Xq3_k9-ZpL0aB7cD1eF2gH';
    expect(pathTo('transactions-id', { id })).toBe(`/transactions/${id}`);
    expect(matchRoute(`/transactions/${id}`)?.params).toEqual({ id });
    expect(matchRoute('/transactions')?.route.name).toBe('transactions-id');
  });

  it('refuses ids too short, too long or with other characters', () => {
    expect(matchRoute('/transactions/abc')).toBeNull();
    expect(matchRoute(`/transactions/${'a'.repeat(65)}`)).toBeNull();
    expect(matchRoute('/transactions/abc.defgh')).toBeNull();
  });
});

describe('withQuery', () => {
  it('appends the given values encoded, leaving out empty ones', () => {
    expect(withQuery(pathTo('login'), { redirect: '/members/12?tab=photos' })).toBe('/login?redirect=%2Fmembers%2F12%3Ftab%3Dphotos');
    expect(withQuery(pathTo('login'), { redirect: undefined, ref: '' })).toBe('/login');
  });
});
