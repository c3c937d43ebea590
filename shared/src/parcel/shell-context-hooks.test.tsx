import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteInfo } from '../shell-context';
import { RouteContextReact, useRouteParams } from './shell-context-hooks';

const staticPage: RouteInfo = { name: 'pages-name', params: { name: 'faq' }, query: {}, pathname: '/pages/faq', hash: '' };

function PageName() {
  const { name } = useRouteParams('pages-name');
  return <p>{name}</p>;
}

function ChatId() {
  const { id } = useRouteParams('chats-id');
  return <p>{id}</p>;
}

const withRoute = (route: RouteInfo, children: ReactNode) => (
  <RouteContextReact.Provider value={route}>{children}</RouteContextReact.Provider>
);

describe('useRouteParams', () => {
  it('gives the params of the route the parcel shows', () => {
    render(withRoute(staticPage, <PageName />));
    expect(screen.getByText('faq')).toBeInTheDocument();
  });

  it("throws when a screen asks for another route's params", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(withRoute(staticPage, <ChatId />))).toThrow(/shows pages-name, not chats-id/);
    jest.restoreAllMocks();
  });
});
