import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getOwnProfileEndpoint, updateOwnProfileEndpoint, type OwnProfileResponse } from '@dating/shared/contracts/own-profile';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { createMockApi } from '@dating/shared/msw/handlers';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as parcel from './complete-signup.parcel';
import { missingSteps } from './complete-signup-screen';

const server = setupScreenServer();

const bare: OwnProfileResponse = {
  profile: {
    ...freeUserFixture.profile,
    about_me: '',
    region_id: null,
    region: null,
    hair_color: null,
    eye_color: null,
    body_type: null,
    relationship_status: null,
    tattoos: null,
  },
  photos: [],
  photo_limit: 3,
};

async function render(profile: OwnProfileResponse, user = freeUserFixture, locale: 'en' | 'pl' = 'en') {
  const puts: unknown[] = [];
  server.use(
    endpointHandler(getOwnProfileEndpoint, () => HttpResponse.json(profile)),
    endpointHandler(updateOwnProfileEndpoint, async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      return HttpResponse.json({ ...profile, profile: { ...profile.profile, ...body } });
    }),
    ...createMockApi({ loggedIn: true }).handlers,
  );
  const mounted = await mountScreen(parcel, { route: 'complete-signup', user, locale });
  return { puts, user: mounted.user };
}

describe('complete signup', () => {
  it('knows what signup left open', () => {
    expect(missingSteps(bare)).toEqual(['photo', 'aboutMe', 'location', 'details']);
    expect(
      missingSteps({ ...bare, profile: { ...bare.profile, about_me: 'me', region_id: 8, tattoos: 'none' }, photos: [{} as never] }),
    ).toEqual([]);
  });

  it('walks the skipped steps, saving each with the shared schema, and says when all is done', async () => {
    const { user, puts } = await render(bare);
    expect(await screen.findByRole('heading', { level: 2, name: 'Add a photo' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'About me' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('A few words about yourself'), 'Kind and curious');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Where do you live?' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('complete-signup-error-summary')).toBeInTheDocument();
    await user.type(screen.getByLabelText('City'), 'Haarlem');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'More about you' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tattoos'), 'some');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('complete-signup-done')).toHaveTextContent('Your profile is complete.');
    expect(puts).toEqual([
      expect.objectContaining({ about_me: 'Kind and curious' }),
      expect.objectContaining({ city: 'Haarlem', region_id: null }),
      expect.objectContaining({ tattoos: 'some', hair_color: null }),
    ]);
  });

  it('names the details with the shared words, the relationship status agreeing with the gender (Polish)', async () => {
    const woman: OwnProfileResponse = { ...bare, profile: { ...bare.profile, gender: 'female', about_me: 'Ciekawa świata', region_id: 8 } };
    const optionTexts = (label: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.text);
    const { user } = await render(woman, freeUserFixture, 'pl');
    await user.click(await screen.findByRole('button', { name: 'Pomiń' }));
    expect(await screen.findByLabelText('Stan cywilny')).toBeInTheDocument();
    expect(optionTexts('Stan cywilny')).toEqual([
      'Wolę nie mówić',
      'Wolna',
      'Rozwiedziona',
      'Wdowa',
      'W separacji',
      'W związku',
      'Zamężna',
    ]);
    expect(optionTexts('Kolor oczu')).toContain('Niebieskie');
  });

  it('asks a visitor to log in first', async () => {
    server.use(...createMockApi({ loggedIn: false }).handlers);
    await mountScreen(parcel, { route: 'complete-signup', user: null });
    expect(await screen.findByText('Please log in to complete your profile.')).toBeInTheDocument();
  });
});
