import type { Settings } from '@dating/shared/contracts/settings';
import type { User } from '@dating/shared/contracts/user';
import { freeUserFixture, settingsFixture } from '@dating/shared/msw/fixtures';

/**
 * The shared msw fixtures, with the few values the shell's tests are written against: a site named
 * Amora with no geo country, and a member (Sanne) who has a main photo and no credits.
 */
export function demoSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    ...settingsFixture,
    name: 'Amora',
    mail_name: 'Amora',
    index_title: 'Amora – meet singles near you',
    countries: ['NL', 'DE', 'GB'],
    geoip_country: null,
    ...overrides,
  };
}

export function demoUser(overrides: Partial<User> = {}): User {
  return {
    ...freeUserFixture,
    credits: 0,
    signup_date: '2026-01-01T10:00:00.000Z',
    profile: {
      ...freeUserFixture.profile,
      name: 'Sanne',
      city: 'Utrecht',
      gender: 'female',
      main_image: { filename: 'a.jpg', thumb_filename: 'a_thumb.jpg', status: 'active', match: '/m/a.jpg' },
    },
    ...overrides,
  };
}
