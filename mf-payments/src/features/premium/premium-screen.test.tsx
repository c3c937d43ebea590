import { screen, within } from '@testing-library/react';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { mountScreen } from '@dating/shared/test-support/screen-test-kit';
import { pathTo } from '@dating/shared/routes/path-to';
import parcels from '../../parcels';
import { CREDITS_PATH } from './premium-screen';

const openPremium = (premium: boolean, locale: 'en' | 'de' = 'en', query: Record<string, string> = {}) =>
  mountScreen(parcels.premium, {
    route: 'premium',
    query,
    user: { ...freeUserFixture, paid_user: premium },
    locale,
    beforeMount: (shell) => shell.bus.set('credits', { credits: premium ? 40 : 3, premium }),
  });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('/premium', () => {
  it('leads to the route table’s credits page', () => {
    expect(CREDITS_PATH).toBe(pathTo('credits'));
  });

  it('shows a free member the benefits, the claim and the way to buy', async () => {
    const { navigate, user } = await openPremium(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Premium' })).toBeInTheDocument();
    expect(screen.getByTestId('premium-claim')).toHaveTextContent('46% higher chance');
    const benefits = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(benefits.map((item) => item.textContent)).toEqual([
      'Up to 25 photos on your profile instead of 3',
      'See all photos of other members',
      'Start as many conversations as you like',
      'Keep your access, even at 0 credits',
    ]);
    await user.click(screen.getByRole('button', { name: 'Buy credits and go premium' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
  });

  it('carries the page the purchase started from (a chat that refused a new conversation) on to /credits', async () => {
    const { navigate, user } = await openPremium(false, 'en', { return_to: '/members/101/chat' });
    await user.click(await screen.findByRole('button', { name: 'Buy credits and go premium' }));
    expect(navigate).toHaveBeenCalledWith('/credits?return_to=%2Fmembers%2F101%2Fchat');
  });

  it('tells a premium member they are, in their language, with the way to more credits', async () => {
    const { navigate, user } = await openPremium(true, 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Du bist Premium-Mitglied' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Credits kaufen und Premium werden' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mehr Credits kaufen' }));
    expect(navigate).toHaveBeenCalledWith('/credits');
  });
});
