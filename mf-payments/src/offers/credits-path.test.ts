import { pathTo } from '@dating/shared/routes/path-to';
import { CREDITS_PATH } from './credits-path';

describe('the credits path, written out', () => {
  it('is the route table’s credits page', () => {
    expect(CREDITS_PATH).toBe(pathTo('credits'));
  });
});
