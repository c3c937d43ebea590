import path from 'node:path';
import { screen, within } from '@testing-library/react';
import type { LanderResponse } from '@dating/shared/contracts/landers';
import { localeDirProblems } from '@dating/shared/i18n/locale-dir';
import {
  fixtureLanderProfiles,
  itKeepsItsCopyWhenProfilesFail,
  itLeadsToSignup,
  landerHandler,
  openLander,
  setupLanderServer,
} from '../../../test-support/lander-test-kit';

const profiles = fixtureLanderProfiles().map((profile, index) => ({
  ...profile,
  region: 'Utrecht',
  // The first near Utrecht by its coordinates, the others placed by their city's name.
  lat: index === 0 ? 52.1 : null,
  lon: index === 0 ? 5.1 : null,
}));
const places = [
  { name: 'Utrecht', lat: 52.09, lon: 5.12, profiles: 1 },
  { name: 'Rotterdam', lat: 51.92, lon: 4.48, profiles: 1 },
  { name: 'Groningen', lat: 53.22, lon: 6.57, profiles: 0 },
];

const answer = (country: string | null, slug: string | null): LanderResponse => ({
  variant: slug === 'weekend' ? { kind: 'campaign', slug, campaign: 'weekend' } : { kind: 'default' },
  country,
  profiles,
  places: country ? places : [],
});

const server = setupLanderServer((slug) => answer('NL', slug));
const open = (slug?: string) => openLander('maplanding', slug);

describe('map lander', () => {
  it("names the visitor's country, draws the map with the profiles pinned, and lists them for keyboards and screen readers", async () => {
    const { mounted } = await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Netherlands: singles near you' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: /Each dot is a city with members/ })).toBeInTheDocument();
    // Sanne (by coordinates) and Lotte (by city name) are pinned; Mila's Antwerpen is no place of the map.
    const pins = mounted.element.querySelectorAll('figure a[aria-hidden="true"][tabindex="-1"]');
    expect([...pins].map((pin) => pin.getAttribute('href'))).toEqual(['/signup?profile=101', '/signup?profile=102']);
    const list = within(screen.getByRole('heading', { level: 2, name: 'Who lives where' }).closest('section')!);
    expect(list.getAllByRole('link')).toHaveLength(3);
    const sanne = list.getByText('Sanne, 29').closest('a')!;
    expect(within(sanne).getByText(/^Utrecht/)).toBeInTheDocument();
    expect(within(sanne).getByText('Online now')).toBeInTheDocument();
    expect(within(sanne).getByRole('img', { name: 'fictional profile' })).toBeInTheDocument();
  });

  it('names the country in the reader’s language', async () => {
    await openLander('maplanding', undefined, { locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Niederlande: Singles in deiner Nähe' })).toBeInTheDocument();
  });

  it('without a known country: the plain headline and no map', async () => {
    server.use(landerHandler(() => answer(null, null)));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Singles near you' })).toBeInTheDocument();
    expect(await screen.findByText('Sanne, 29')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it("a campaign slug shows the campaign's headline", async () => {
    await open('weekend');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans for the weekend? Meet someone new' })).toBeInTheDocument();
  });

  itLeadsToSignup(open);

  itKeepsItsCopyWhenProfilesFail(server, open, {
    headline: 'Singles near you',
    profilesPart: () => screen.queryByRole('heading', { level: 2, name: 'Who lives where' }),
  });

  it('has its texts in every locale', () => {
    expect(localeDirProblems(path.join(__dirname, 'locales'))).toEqual([]);
  });
});
