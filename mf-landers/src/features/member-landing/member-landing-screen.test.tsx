import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { mountParcel, type MountedParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import parcels from '../../parcels';
import { landerProfilesFixture } from '@dating/shared/msw/fixtures';
import { createLandersHandlers } from '@dating/shared/msw/landers';

const featured = landerProfilesFixture[0]!;
const landerRequests: URL[] = [];
const server = setupServer(...createLandersHandlers({ landingVisits: [] }).handlers);
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/api/lander.php')) landerRequests.push(new URL(request.url));
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
const mounted: MountedParcel[] = [];
afterEach(async () => {
  for (const parcel of mounted.splice(0)) await parcel.unmount();
  landerRequests.length = 0;
  document.body.innerHTML = '';
});
afterAll(() => server.close());

const DESIGNS = [
  { route: 'members-id-landing', parcel: 'member-landing', params: {} },
  { route: 'members-id-landing2-slug', parcel: 'member-landing2', params: { slug: 'weekend' } },
  { route: 'members-id-landing3-slug', parcel: 'member-landing3', params: { slug: 'weekend' } },
] as const;

async function mountDesign(design: (typeof DESIGNS)[number], id: string) {
  const errors: number[] = [];
  const navigations: string[] = [];
  const shell = createStandInShell({
    route: routeInfoFor(design.route, { id, ...design.params }),
    onShowError: (status) => errors.push(status),
    onNavigate: (to) => navigations.push(to),
  });
  mounted.push(await mountParcel(parcels[design.parcel], shell.context));
  return { errors, navigations };
}

describe.each(DESIGNS)('$route', (design) => {
  it('puts the profile first and leads to signup with it as the first message’s addressee', async () => {
    const { errors, navigations } = await mountDesign(design, String(featured.id));
    const heading = await screen.findByRole('heading', { level: 1, name: new RegExp(featured.name) });
    expect(heading).toHaveAccessibleName(/fictional profile/);
    expect(screen.getByText(featured.about)).toBeInTheDocument();
    expect(screen.getAllByText(new RegExp(featured.city)).length).toBeGreaterThan(0);
    const cta = screen.getByRole('link', { name: /Send a message|Start chatting/ });
    expect(cta).toHaveAttribute('href', `/signup?profile=${featured.id}`);
    await userEvent.click(cta);
    expect(navigations).toEqual([`/signup?profile=${featured.id}`]);
    expect(errors).toEqual([]);
  });

  it('shows the 404 page for an id that has no landing page', async () => {
    const { errors } = await mountDesign(design, '999');
    await waitFor(() => expect(errors).toEqual([404]));
    expect(screen.queryByRole('link', { name: /Send a message|Start chatting/ })).not.toBeInTheDocument();
  });
});

it.each(DESIGNS.slice(1))('$route shows more singles of the slug’s variant, each leading to signup with that profile', async (design) => {
  await mountDesign(design, String(featured.id));
  await screen.findByRole('heading', { level: 1, name: new RegExp(featured.name) });
  const more =
    design.route === 'members-id-landing2-slug'
      ? await screen.findByRole('region', { name: 'Plans for the weekend? Meet someone new' })
      : await screen.findByRole('list', { name: 'More singles near you' });
  const hrefs = within(more)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/signup\?profile=\d+$/);
    expect(href).not.toBe(`/signup?profile=${featured.id}`);
  }
  expect(landerRequests[0]!.searchParams.get('name')).toBe('gallery');
  expect(landerRequests[0]!.searchParams.get('slug')).toBe('weekend');
});
