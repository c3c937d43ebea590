import { ROUTES } from '@dating/shared/routes/route-table';
import { MEMBERS_AREA_PATHS, inMembersArea } from './members-area';

describe('the members area, written out', () => {
  it('is the route table’s members area', () => {
    expect([...MEMBERS_AREA_PATHS].sort()).toEqual(
      ROUTES.filter((route) => route.membersArea)
        .map((route) => route.path)
        .sort(),
    );
  });
  it('knows a page by its path', () => {
    expect(['/members', '/members/12', '/likes', '/likes/sent', '/likes/m/3', '/chats/4', '/premium'].map(inMembersArea)).toEqual(
      Array(7).fill(true),
    );
    expect(['/', '/swipe-game', '/credits', '/members/12/chat', '/profile'].map(inMembersArea)).toEqual(Array(5).fill(false));
  });
});
