import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../contracts/locales';
import { SearchResponseSchema } from '../contracts/search';
import { COMMON_NAMESPACE, loadCommonLocale } from '../i18n/common-locales';
import { createI18n, registerNamespace } from '../i18n/i18n';
import { profileFixtures, settingsFixture } from '../msw/fixtures';
import { ProfileCard, type ProfileCardProps } from './profile-card';

/** A German site: its fictional words are written in German. */
const germanSite = {
  ...settingsFixture,
  default_language: 'de' as const,
  fictional_singular: 'fiktives Profil',
  fictional_plural: 'fiktive Profile',
};
const lotte = profileFixtures.find((profile) => profile.fictional)!;

async function renderCard(locale: Locale, props: Partial<ProfileCardProps> = {}) {
  const i18n = createI18n(locale);
  await registerNamespace(i18n, COMMON_NAMESPACE, loadCommonLocale).ready;
  const opened: string[] = [];
  const profile = props.profile ?? lotte;
  render(
    <I18nextProvider i18n={i18n}>
      <ul>
        <ProfileCard
          profile={profile}
          settings={germanSite}
          onOpen={(path) => opened.push(path)}
          texts={{ nameAge: `${profile.name}, ${profile.age}`, online: 'Online' }}
          {...props}
        />
      </ul>
    </I18nextProvider>,
  );
  return { opened };
}

describe('ProfileCard', () => {
  it("marks a fictional profile with the site's word when the member reads the site in its language", async () => {
    await renderCard('de');
    const marker = within(screen.getByTestId('member-card')).getByRole('img', { name: 'fiktives Profil' });
    expect(marker).toHaveAttribute('title', 'fiktives Profil');
  });

  it("marks it in the member's language on a site written in another (a screen reader would say the German word)", async () => {
    await renderCard('en');
    expect(screen.getByRole('img', { name: 'fictional profile' })).toHaveAttribute('title', 'fictional profile');
    expect(screen.queryByRole('img', { name: 'fiktives Profil' })).toBeNull();
  });

  it('still shows a member whose gender or photo status this build does not know, as a list answer brings it', async () => {
    const user = userEvent.setup();
    // Parsed as the search answer is: a value the api adds later must not cost the list its members.
    const sent = {
      ...lotte,
      id: 201,
      name: 'Alex',
      gender: 'nonbinary',
      main_image: { filename: 'a.jpg', thumb_filename: 'a_t.jpg', status: 'in_review', match: '/m/a.jpg' },
    };
    const page = SearchResponseSchema.parse({ profiles: [sent], total: 1, next: null });
    const { opened } = await renderCard('en', { profile: page.profiles[0]! });
    const link = screen.getByRole('link', { name: /Alex, 34/ });
    expect(link.querySelector('img')).toHaveAttribute('src', expect.stringContaining('a_t.jpg'));
    await user.click(link);
    expect(opened).toEqual(['/members/201']);
  });

  it('holds its actions in the card, outside the photo link, and a badge over the photo that is read with the name', async () => {
    const user = userEvent.setup();
    const clicked: string[] = [];
    const { opened } = await renderCard('en', {
      badge: <span>New</span>,
      children: (
        <button type="button" onClick={() => clicked.push('like')}>
          Like Lotte
        </button>
      ),
    });
    const card = screen.getByTestId('member-card');
    const link = within(card).getByRole('link');
    expect(link).toHaveAccessibleName(/^New Lotte, 34/);
    expect(within(link).getByTestId('card-badge')).toHaveTextContent('New');
    const like = within(card).getByRole('button', { name: 'Like Lotte' });
    expect(link).not.toContainElement(like);
    expect(within(card).getByTestId('card-actions')).toContainElement(like);
    await user.click(like);
    expect(clicked).toEqual(['like']);
    expect(opened).toEqual([]);
  });

  it('has no actions row and no badge when it is given none', async () => {
    await renderCard('en');
    expect(screen.queryByTestId('card-actions')).toBeNull();
    expect(screen.queryByTestId('card-badge')).toBeNull();
  });
});
