import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { updateOwnProfileEndpoint } from '@dating/shared/contracts/own-profile';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { errorResponse } from '@dating/shared/msw/responses';
import { queryClient } from '../../query-client';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as profileParcel from './profile.parcel';
import { chooseDateOfBirth, dateOfBirthValue } from '../../test-support/date-of-birth';

const server = setupScreenServer();
afterEach(() => queryClient.clear());

const SAVE = { en: 'Save profile', de: 'Profil speichern', pl: 'Zapisz profil' } as const;

async function renderProfile(locale: keyof typeof SAVE = 'en') {
  const mock = createMockApi({ loggedIn: true });
  server.use(...mock.handlers);
  const { shell, mounted, recorded, user } = await mountScreen(profileParcel, {
    route: 'profile',
    user: freeUserFixture,
    locale,
    record: ['refreshRequested'],
  });
  await screen.findByRole('button', { name: SAVE[locale] });
  return { mock, shell, refreshes: recorded.refreshRequested, mounted, user };
}

/** Bodies of the PUT /api/my-profile.php calls made. */
function recordProfilePuts(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === updateOwnProfileEndpoint.method && new URL(request.url).pathname === updateOwnProfileEndpoint.path)
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  });
  return bodies;
}

/**
 * Test files are Node's File: jest-fixed-jsdom gives the page Node's fetch, Request and FormData,
 * which refuse jsdom's own File when msw turns the XMLHttpRequest body into a Request.
 */
const testFile = (parts: (string | Uint8Array)[], name: string, type: string) => new NodeFile(parts, name, { type }) as unknown as File;
const png = (name = 'me.png') =>
  testFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], name, 'image/png');

describe('profile screen: the form', () => {
  it('shows every profile field with the saved values, and the interests with their icons', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Daan');
    expect(dateOfBirthValue()).toBe('1990-06-15');
    expect(screen.getByLabelText('I am a')).toHaveValue('male');
    expect(screen.getByLabelText('Sexuality')).toHaveValue('hetero');
    expect(screen.getByLabelText('Country')).toHaveValue('NL');
    expect(screen.getByLabelText('Region')).toHaveValue('8');
    expect(screen.getByLabelText('City')).toHaveValue('Amsterdam');
    expect(screen.getByLabelText('Hair colour')).toHaveValue('brown');
    expect(screen.getByLabelText('Eye colour')).toHaveValue('blue');
    expect(screen.getByLabelText('Body type')).toHaveValue('athletic');
    expect(screen.getByLabelText('Relationship status')).toHaveValue('single');
    expect(screen.getByLabelText('Tattoos')).toHaveValue('none');
    expect(screen.getByLabelText('About me')).toHaveValue(freeUserFixture.profile.about_me);
    const interests = screen.getByRole('group', { name: 'Interests' });
    expect(within(interests).getByRole('checkbox', { name: /Adventure/ })).toBeChecked();
    expect(within(interests).getByRole('checkbox', { name: /Animals/ })).not.toBeChecked();
    // The drawn icon sits in the label and is hidden from assistive technology: the checkbox is named by the text alone.
    expect(within(interests).getByRole('checkbox', { name: 'Adventure' })).toBeInTheDocument();
    const icon = within(interests).getByText('Adventure').querySelector('svg');
    expect(icon).toHaveAttribute('data-icon', 'adventure');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks the active locale, interest names and country names included', async () => {
    await renderProfile('de');
    expect(screen.getByRole('heading', { level: 1, name: 'Mein Profil' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Abenteuer/ })).toBeChecked();
    expect(screen.getByLabelText('Land')).toHaveDisplayValue('Niederlande');
    expect(screen.getByLabelText('Haarfarbe')).toHaveDisplayValue('Braun');
  });

  it('names genders and sexualities with the shared words, the sexuality agreeing with the gender chosen', async () => {
    const { user } = await renderProfile('pl');
    const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
    expect(optionTexts('Płeć')).toEqual(['Mężczyzna', 'Kobieta']);
    expect(optionTexts('Orientacja')).toEqual(['Hetero', 'Gej', 'Lesbijka', 'Biseksualny']);
    await user.selectOptions(screen.getByLabelText('Płeć'), 'female');
    expect(optionTexts('Orientacja')).toEqual(['Hetero', 'Homoseksualna', 'Lesbijka', 'Biseksualna']);
  });

  it('names the details with the shared words, the relationship status agreeing with the gender chosen', async () => {
    const { user } = await renderProfile('pl');
    const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
    expect(screen.getByLabelText('Kolor włosów')).toHaveDisplayValue('Brązowe');
    expect(optionTexts('Stan cywilny')).toEqual([
      'Wolę nie mówić',
      'Wolny',
      'Rozwiedziony',
      'Wdowiec',
      'W separacji',
      'W związku',
      'Żonaty',
    ]);
    expect(screen.getByLabelText('Stan cywilny')).toHaveDisplayValue('Wolny');
    await user.selectOptions(screen.getByLabelText('Płeć'), 'female');
    expect(optionTexts('Stan cywilny')).toEqual([
      'Wolę nie mówić',
      'Wolna',
      'Rozwiedziona',
      'Wdowa',
      'W separacji',
      'W związku',
      'Zamężna',
    ]);
    expect(optionTexts('Budowa ciała')).toContain('Kilka kilo więcej');
  });

  it('validates as the member types: the name may not start with @ nor be the e-mail', async () => {
    const { user } = await renderProfile();
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '@daan');
    await user.tab();
    expect(name).toHaveAccessibleDescription('Your name may not start with @');
    await user.clear(name);
    await user.type(name, 'free@demo.test');
    expect(name).toHaveAccessibleDescription('Your name may not be your e-mail address');
    await user.clear(name);
    await user.type(name, 'Daniel');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('refuses an under-18 date of birth before sending, with the summary focused', async () => {
    const { user } = await renderProfile();
    const puts = recordProfilePuts();
    // Eighteen tomorrow.
    const today = new Date();
    await chooseDateOfBirth(
      user,
      new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + 1)).toISOString().slice(0, 10),
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    const summary = await screen.findByTestId('profile-error-summary');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('You must be at least 18 years old');
    expect(puts).toEqual([]);
  });

  it('saves only what changed, confirms it and asks the shell to refresh the user', async () => {
    const { user, refreshes, mock } = await renderProfile();
    const puts = recordProfilePuts();
    await user.clear(screen.getByLabelText('City'));
    await user.type(screen.getByLabelText('City'), 'Haarlem');
    await user.selectOptions(screen.getByLabelText('Hair colour'), 'Rather not say');
    await user.click(screen.getByRole('checkbox', { name: /Animals/ }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    await waitFor(() => expect(puts).toEqual([{ city: 'Haarlem', interests: [1, 2, 3, 5], hair_color: null }]));
    expect(refreshes).toEqual([{ what: ['user'] }]);
    expect(mock.state.user?.profile).toMatchObject({ city: 'Haarlem', hair_color: null, interests: [1, 2, 3, 5] });
  });

  it('says so when nothing changed, without a request', async () => {
    const { user } = await renderProfile();
    const puts = recordProfilePuts();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Nothing to save: you have not changed anything.')).toBeInTheDocument();
    expect(puts).toEqual([]);
  });

  it('keeps everything typed when the save fails, and says what went wrong', async () => {
    const { user } = await renderProfile();
    server.use(endpointHandler(updateOwnProfileEndpoint, () => errorResponse(500, 'internal', 'down')));
    await user.clear(screen.getByLabelText('About me'));
    await user.type(screen.getByLabelText('About me'), 'Still here after a failure');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByTestId('profile-error-summary')).toHaveTextContent('An error occured, please try again later.');
    expect(screen.getByLabelText('About me')).toHaveValue('Still here after a failure');
  });

  it("a new country empties the region and offers that country's regions", async () => {
    const { user } = await renderProfile();
    await user.selectOptions(screen.getByLabelText('Country'), 'BE');
    expect(screen.getByLabelText('Region')).toHaveValue('');
    expect(
      within(screen.getByLabelText('Region'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a region', 'Antwerpen']);
  });
});

describe('profile screen: photos', () => {
  it('explains the free limit with a link to premium, and uploads a photo that becomes the main one', async () => {
    const { user, refreshes } = await renderProfile();
    expect(screen.getByTestId('photo-limit')).toHaveTextContent(
      'As a free member you can keep up to 3 photos. Premium members can keep up to 25.',
    );
    expect(within(screen.getByTestId('photo-limit')).getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/premium');
    expect(screen.getByText('You have no photos yet. Members with a photo get far more replies.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add a photo'), png());
    expect(await screen.findByText('Your photo has been added.')).toBeInTheDocument();
    const list = screen.getByTestId('photo-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Main photo')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', expect.stringMatching(/upload-\d+-match\.jpg$/));
    expect(refreshes).toContainEqual({ what: ['user'] });
  });

  it('takes a photo dropped on the drop zone', async () => {
    await renderProfile();
    fireEvent.drop(screen.getByTestId('photo-upload-zone'), { dataTransfer: { files: [png('dropped.png')] } });
    expect(await screen.findByText('Your photo has been added.')).toBeInTheDocument();
    expect(within(screen.getByTestId('photo-list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('refuses a non-photo and a too-large file in the browser, without uploading', async () => {
    await renderProfile();
    // The file picker's accept list would hide the text file; a drop or another browser would not.
    const user = userEvent.setup({ applyAccept: false });
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1;
    });
    await user.upload(screen.getByLabelText('Add a photo'), testFile(['hello'], 'notes.txt', 'text/plain'));
    expect(await screen.findByText('This file is not a photo. Choose a JPEG, PNG, WebP or AVIF file.')).toBeInTheDocument();
    const huge = png('huge.png');
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Add a photo'), huge);
    expect(await screen.findByText('This photo is larger than 10 MB. Choose a smaller one.')).toBeInTheDocument();
    expect(posts).toBe(0);
  });

  it('shows the server refusing a fourth photo of a free member, with the explanation', async () => {
    const { user } = await renderProfile();
    for (let i = 1; i <= 3; i += 1) {
      await user.upload(screen.getByLabelText('Add a photo'), png(`p${i}.png`));
      await waitFor(() => expect(within(screen.getByTestId('photo-list')).getAllByRole('listitem')).toHaveLength(i));
    }
    expect(screen.getByTestId('photo-limit-reached')).toHaveTextContent('You have 3 photos, the most a free member can keep.');
    await user.upload(screen.getByLabelText('Add a photo'), png('p4.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete one to add another, or get Premium for up to 25 photos.');
    expect(within(screen.getByTestId('photo-list')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('reorders with buttons, makes another photo the main one and deletes after confirming', async () => {
    const { user, mock } = await renderProfile();
    for (let i = 1; i <= 2; i += 1) {
      await user.upload(screen.getByLabelText('Add a photo'), png(`p${i}.png`));
      await waitFor(() => expect(within(screen.getByTestId('photo-list')).getAllByRole('listitem')).toHaveLength(i));
    }
    const [first, second] = mock.state.user ? [901, 902] : [0, 0];
    const moveLater = screen.getByRole('button', { name: 'Move photo 1 later' });
    await user.click(moveLater);
    expect(await screen.findByText('The new order has been saved.')).toBeInTheDocument();
    const items = () =>
      within(screen.getByTestId('photo-list'))
        .getAllByRole('listitem')
        .map((li) => Number(li.getAttribute('data-photo')));
    expect(items()).toEqual([second, first]);
    // Focus follows the photo to its new place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Make photo 1 your main photo' }));
    expect(await screen.findByText('Your main photo has been changed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep photo' }));
    expect(items()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('The photo has been deleted.')).toBeInTheDocument();
    expect(items()).toEqual([first]);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My photos' })).toHaveFocus());
    expect(within(screen.getByTestId('photo-list')).getByText('Main photo')).toBeInTheDocument();
  });
});
