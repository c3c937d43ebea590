import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createRemoteParcel } from '@dating/shared/parcel/create-remote-parcel';
import { remote } from '../../../remote';
import { queryClient } from '../../../query-client';
import { fill } from '@dating/shared/test-support/screen-test-kit';
import { setupSettingsServer } from '../../../test-support/settings-test-kit';
import { mountSettings } from '../mount-settings';
import type { GeoEnvironment } from '../../../location/geolocation';
import { LocationSettings } from './location-section';

const server = setupSettingsServer();
afterEach(() => queryClient.clear());

const REGIONS = [
  { id: 7, country: 'NL', code: 'NL-UT', name: 'Utrecht' },
  { id: 8, country: 'NL', code: 'NL-NH', name: 'Noord-Holland' },
  { id: 20, country: 'DE', code: 'DE-BE', name: 'Berlin' },
];

function profileApi() {
  const puts: unknown[] = [];
  server.use(
    http.get('*/api/regions.php', () => HttpResponse.json({ regions: REGIONS })),
    http.get('*/api/interests.php', () => HttpResponse.json({ interests: [] })),
    http.get('*/api/geocode.php', () =>
      HttpResponse.json({ geocode: { country: 'NL', region: 'Utrecht', region_id: 7, city: 'Utrecht', lat: 52.09, lon: 5.12 } }),
    ),
    http.put('*/api/my-profile.php', async ({ request }) => {
      const body = (await request.json()) as { country: string; region_id: number | null; city: string };
      puts.push(body);
      const region = REGIONS.find((r) => r.id === body.region_id);
      return HttpResponse.json({
        profile: { ...freeUserFixture.profile, ...body, region: region?.name ?? null },
        photos: [],
        photo_limit: 3,
      });
    }),
  );
  return puts;
}

async function renderSection(environment: GeoEnvironment) {
  // The section alone, mounted like the settings parcel (texts, shell context), with a fake browser.
  return mountSettings(
    freeUserFixture,
    createRemoteParcel(remote, 'settings', () => <LocationSettings environment={environment} />),
  );
}

const located: GeoEnvironment = {
  geolocation: {
    getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 52.09, longitude: 5.12 } } as GeolocationPosition),
  } as unknown as Geolocation,
  now: () => 0,
};

describe('location section', () => {
  it('saves a country, region and city chosen by hand and publishes the profile', async () => {
    const puts = profileApi();
    const { user, shell } = await renderSection({ now: () => 0 });
    expect(await screen.findByText('Your browser cannot share your location. Choose it below.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my current location' })).not.toBeInTheDocument();

    await screen.findByRole('option', { name: /Germany/ });
    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.selectOptions(screen.getByLabelText('Region'), '20');
    await user.clear(screen.getByLabelText('City'));
    await fill(user, screen.getByLabelText('City'), 'Berlin');
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    await waitFor(() => expect(screen.getByTestId('settings-location-status')).toHaveTextContent('Your location has been saved.'));
    expect(puts).toEqual([{ country: 'DE', region_id: 20, city: 'Berlin' }]);
    const auth = shell.bus.get('auth');
    expect(auth.status === 'logged_in' && auth.user.profile).toMatchObject({ country: 'DE', region: 'Berlin', city: 'Berlin' });
  });

  it('asks for a city before saving', async () => {
    const puts = profileApi();
    const { user } = await renderSection({ now: () => 0 });
    await user.clear(await screen.findByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save location' }));
    expect(await screen.findByText('Enter your city')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(puts).toEqual([]);
  });

  it('fills the form from the browser position through the reverse geocoder', async () => {
    profileApi();
    const { user } = await renderSection(located);
    await user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('We filled in your location. Check it and save.')).toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    await waitFor(() => expect(screen.getByLabelText('Region')).toHaveValue('7'));
    expect(screen.getByLabelText('City')).toHaveValue('Utrecht');
  });
});
