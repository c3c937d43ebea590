import { photoUrl } from './photo-url';

describe('photoUrl', () => {
  it('puts the site’s cdn prefix before the bare file name', () => {
    expect(photoUrl('/photos/', 'p12-thumb.jpg')).toBe('/photos/p12-thumb.jpg');
    expect(photoUrl('https://cdn.example/p', 'a.jpg')).toBe('https://cdn.example/p/a.jpg');
  });

  it('falls back to /photos/ and encodes the file name', () => {
    expect(photoUrl('', 'a b.jpg')).toBe('/photos/a%20b.jpg');
    expect(photoUrl(undefined, '../x.jpg')).toBe('/photos/..%2Fx.jpg');
  });
});
