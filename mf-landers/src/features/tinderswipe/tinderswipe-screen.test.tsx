import path from 'node:path';
import { HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { startLandingVisitEndpoint } from '@dating/shared/contracts/landers';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import parcels from '../../parcels';
import { queryClient } from '../../query-client';
import { failingLanderHandler, landerHandler, landerProfile } from '../../test-support/lander-test-kit';

const profile = (id: number, name: string, gender = 'female') => landerProfile(id, name, { age: 25 + (id % 10), gender, city: 'Leiden' });
const PROFILES = [
  profile(801, 'Anouk'),
  profile(802, 'Bram', 'male'),
  profile(803, 'Cato'),
  profile(804, 'Daan', 'male'),
  profile(805, 'Eva'),
];

const server = setupScreenServer();
const mounted: Array<{ unmount: () => Promise<void> }> = [];
afterEach(async () => {
  // The lander listens on the document: each test's lander leaves with it.
  for (const lander of mounted.splice(0)) await lander.unmount();
  queryClient.clear();
});

async function mountLander(profiles = PROFILES) {
  server.use(landerHandler(() => ({ variant: { kind: 'default' }, country: 'NL', profiles, places: [] })));
  const screenMount = await mountScreen(parcels.tinderswipe, { route: 'landers-tinderswipe' });
  mounted.push(screenMount.mounted);
  await screen.findByTestId('swipe-card');
  return screenMount;
}

const card = () => screen.getByTestId('swipe-card');

describe('tinderswipe lander', () => {
  it('likes and passes by key and button; the third like asks to sign up to say hello to her, no match claimed', async () => {
    const { user, navigate } = await mountLander();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Swipe right on someone near you');
    expect(card()).toHaveAccessibleName('Anouk, 26, Leiden');
    expect(screen.getByTestId('swipe-card-under')).toHaveAttribute('aria-hidden', 'true');
    // The arrow keys' hint only where there is a keyboard (a fine pointer that hovers): not on this touch-less test page.
    expect(screen.getByTestId('keyboard-hint')).toHaveTextContent('arrow keys');
    expect(screen.getByTestId('keyboard-hint')).not.toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('You liked Anouk.');
    await user.click(screen.getByRole('button', { name: 'Pass on Bram' }));
    expect(card()).toHaveAccessibleName(/^Cato,/);
    await user.keyboard('{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Like Daan' }));
    await user.keyboard('{ArrowRight}');

    const panel = await screen.findByTestId('tinderswipe-panel');
    expect(within(panel).getByRole('heading', { name: 'Tell Eva you like her' })).toHaveFocus();
    expect(within(panel).getByRole('list', { name: 'You liked' })).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['Anouk', 'Daan', 'Eva']);
    expect(panel).not.toHaveTextContent(/match/i);
    expect(screen.queryByTestId('swipe-card')).toBeNull();
    // The arrow keys do nothing more.
    await user.keyboard('{ArrowRight}');
    await user.click(within(panel).getByRole('link', { name: 'Sign up and say hello' }));
    expect(navigate).toHaveBeenLastCalledWith('/signup?profile=805');
  });

  it('says him for a man', async () => {
    const { user } = await mountLander([profile(811, 'Joris', 'male'), profile(812, 'Kees', 'male'), profile(813, 'Luuk', 'male')]);
    for (let like = 0; like < 3; like += 1) await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: 'Tell Luuk you like him' })).toBeVisible();
  });

  it('when the cards run out without a like, asks to sign up to see more', async () => {
    const { user, navigate } = await mountLander(PROFILES.slice(0, 2));
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('heading', { name: "That's everyone for now" })).toHaveFocus();
    await user.click(screen.getAllByRole('link', { name: 'Sign up free' }).at(-1)!);
    expect(navigate).toHaveBeenLastCalledWith('/signup');
  });

  it('counts the visit as acted from the first swipe (bounce logging with lb)', async () => {
    window.history.replaceState(null, '', '/landers/tinderswipe?lb=1');
    const beacons: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (_url: string, body: Blob) => {
        void body.text().then((text) => beacons.push(text));
        return true;
      },
    });
    server.use(endpointHandler(startLandingVisitEndpoint, () => HttpResponse.json({ visit: '0b7e8c5e-4b8a-4e55-9a8f-1f1e6d6f4c11' })));
    const { user } = await mountLander();
    await user.keyboard('{ArrowLeft}');
    await mounted.pop()!.unmount();
    await waitFor(() => expect(beacons).toEqual([JSON.stringify({ visit: '0b7e8c5e-4b8a-4e55-9a8f-1f1e6d6f4c11', acted: true })]));
    window.history.replaceState(null, '', '/');
  });

  it('keeps its copy and the call to action when the profiles cannot be loaded', async () => {
    server.use(failingLanderHandler());
    const { mounted: lander } = await mountScreen(parcels.tinderswipe, { route: 'landers-tinderswipe' });
    mounted.push(lander);
    expect(await screen.findByText(/The profiles could not be loaded/)).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Sign up free' }).at(-1)).toHaveAttribute('href', '/signup');
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
