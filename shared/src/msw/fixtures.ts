import type { ChatsResponse } from '../contracts/chats';
import type { Geocode, Interest, Region } from '../contracts/catalog';
import type { LanderPlace, LanderProfile } from '../contracts/landers';
import type { LikesResponse } from '../contracts/likes';
import type { ProfileSummary } from '../contracts/profile';
import type { CompanyInfo, Settings } from '../contracts/settings';
import type { User } from '../contracts/user';

/**
 * Demo data for component tests and standalone pages (never the product). fixtures.test.ts parses
 * every fixture with the shared schemas, so they cannot drift from the contract.
 */

export const settingsFixture: Settings = {
  name: 'Demo Dating',
  domain: 'localhost',
  domain_language: 'en',
  cdn_prefix: '/photos/',
  niche: 1,
  index_title: 'Meet singles near you',
  description: 'Chat and date with singles near you.',
  countries: ['NL', 'BE', 'DE', 'GB'],
  visible_profile_fields: ['age', 'city', 'region', 'about_me', 'interests', 'relationship_status', 'body_type'],
  visible_profile_notes: [],
  search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
  signups: 'all',
  logged_out_search: true,
  logged_out_search_trafficsource: false,
  push_public_key: 'BDemoPublicKeyForTestsOnly0000000000000000000000000000000000000000000000000000000000',
  support_email: 'support@demo.test',
  support_phone: '+31 20 123 4567',
  minimum_message_costs: { NL: { costs: 0.99, currency: 'EUR' }, GB: { costs: 0.89, currency: 'GBP' } },
  message_credits: 1,
  photo_credits: 2,
  gift_credits: 5,
  signup_credits: 3,
  message_length: 1000,
  free_messages: 3,
  chat_history_limit: 500,
  min_age: 18,
  geoip_country: 'NL',
  geoip_selected_country: null,
  enable_site_entry_popup: false,
  fictional_icon: '✦',
  fictional_warning: 'Profiles marked ✦ are fictional and used for entertainment.',
  fictional_singular: 'fictional profile',
  fictional_plural: 'fictional profiles',
  refund_days: 14,
  welcome_discount_percent: 15,
  welcome_discount_days: 7,
  livecam_tiles: [
    { title: 'Live now: Amsterdam', url: 'https://cams.example.com/live/amsterdam', image: null },
    { title: 'Couples live', url: 'https://cams.example.com/live/couples', image: null },
  ],
  photo_moderation: { profile: 'post', chat: 'post' },
  member_resell: false,
  company_id: 1,
  mail_name: 'Demo Dating',
  default_language: 'en',
};

export const companyInfoFixture: CompanyInfo = {
  name: 'Demo Media B.V.',
  address: 'Keizersgracht 1',
  kvk: '12345678',
  city: 'Amsterdam',
  country: 'NL',
  tradenames: ['Demo Dating'],
  vat_numbers: ['NL123456789B01'],
  support_phone: '+31 20 123 4567',
  delete_discount: 50,
  added: '2024-01-15T12:00:00+00:00',
};

const image = (id: number) => ({
  filename: `${id}.jpg`,
  thumb_filename: `${id}-thumb.jpg`,
  status: 'active' as const,
  match: `/photos/${id}-match.jpg`,
});

export const profileFixtures: ProfileSummary[] = [
  {
    id: 101,
    name: 'Sanne',
    age: 29,
    gender: 'female',
    country: 'NL',
    city: 'Utrecht',
    main_image: image(101),
    online: true,
    fictional: false,
  },
  {
    id: 102,
    name: 'Lotte',
    age: 34,
    gender: 'female',
    country: 'NL',
    city: 'Rotterdam',
    main_image: image(102),
    online: false,
    fictional: true,
  },
  { id: 103, name: 'Mila', age: 26, gender: 'female', country: 'BE', city: 'Antwerpen', main_image: null, online: true, fictional: false },
];

/** A logged-in free member (not paid, a few credits, no photo yet). */
export const freeUserFixture: User = {
  id: 7,
  email: 'free@demo.test',
  status: 'confirmed',
  credits: 3,
  credits_owed: 0,
  paid_user: false,
  signup_date: '2025-03-01T10:00:00+00:00',
  language: 'en',
  invisible: false,
  read_receipts: true,
  visible_to_visitors: false,
  push_subscribed: false,
  notifications_disabled: [],
  profile: {
    id: 7,
    name: 'Daan',
    status: 'active',
    country: 'NL',
    city: 'Amsterdam',
    region: 'Noord-Holland',
    region_id: 8,
    gender: 'male',
    sexuality: 'hetero',
    date_of_birth: '1990-06-15',
    interests: [1, 3, 5],
    hair_color: 'brown',
    eye_color: 'blue',
    body_type: 'athletic',
    relationship_status: 'single',
    tattoos: 'none',
    about_me: 'Coffee, cycling and long walks on the beach.',
    main_image: null,
  },
};

export const chatsFixture: ChatsResponse = {
  chats: [
    {
      conversation: 501,
      profile: profileFixtures[0]!,
      num_unread_messages: 2,
      last_message: {
        type: 'text',
        text: 'Hi! How is your week going?',
        from_me: false,
        created_at: '2025-03-10T18:30:00+00:00',
        gift: null,
        photo: null,
      },
      updated_at: '2025-03-10T18:30:00+00:00',
    },
    {
      conversation: 502,
      profile: profileFixtures[1]!,
      num_unread_messages: 0,
      last_message: {
        type: 'photo',
        text: '',
        from_me: true,
        created_at: '2025-03-09T09:12:00+00:00',
        gift: null,
        photo: { animated: false },
      },
      updated_at: '2025-03-09T09:12:00+00:00',
    },
  ],
  total_unread: 2,
};

export const likesFixture: LikesResponse = {
  profiles: profileFixtures,
  liked_by: [
    { id: 103, like_new: true },
    { id: 101, like_new: false },
  ],
  liked: [{ id: 101 }, { id: 102 }],
  total_new: 1,
};

export const interestsFixture: Interest[] = [
  { id: 1, slug: 'adventure', name: 'Adventure', icon: 'adventure' },
  { id: 2, slug: 'animals', name: 'Animals', icon: 'animals' },
  { id: 3, slug: 'beach', name: 'Beach', icon: 'beach' },
  { id: 4, slug: 'coffee', name: 'Coffee', icon: 'coffee' },
  { id: 5, slug: 'cooking', name: 'Cooking', icon: 'cooking' },
  { id: 6, slug: 'dancing', name: 'Dancing', icon: 'dancing' },
  { id: 7, slug: 'hiking', name: 'Hiking', icon: 'hiking' },
  { id: 8, slug: 'music', name: 'Music', icon: 'music' },
];

export const regionsFixture: Region[] = [
  { id: 8, country: 'NL', code: 'NH', name: 'Noord-Holland' },
  { id: 9, country: 'NL', code: 'ZH', name: 'Zuid-Holland' },
  { id: 10, country: 'NL', code: 'UT', name: 'Utrecht' },
  { id: 20, country: 'BE', code: 'VAN', name: 'Antwerpen' },
];

export const geocodeFixture: Geocode = {
  country: 'NL',
  region: 'Noord-Holland',
  region_id: 8,
  city: 'Amsterdam',
  lat: 52.37,
  lon: 4.89,
};

const LANDER_PEOPLE = [
  // id, name, age, gender, country, city, region, lat, lon, online, interests, about
  [
    401,
    'Noor',
    27,
    'female',
    'NL',
    'Amsterdam',
    'Noord-Holland',
    52.37,
    4.9,
    true,
    ['beach', 'dancing', 'coffee'],
    'Sunny days, good coffee and a dance floor.',
  ],
  [
    402,
    'Eva',
    31,
    'female',
    'NL',
    'Utrecht',
    'Utrecht',
    52.09,
    5.12,
    false,
    ['hiking', 'music'],
    'Looking for someone to share long walks and loud concerts with.',
  ],
  [403, 'Lisa', 24, 'female', 'NL', 'Rotterdam', 'Zuid-Holland', 51.92, 4.48, true, ['cooking'], 'I cook, you bring the wine.'],
  [404, 'Sophie', 36, 'female', 'NL', 'Amsterdam', 'Noord-Holland', 52.36, 4.88, false, ['beach', 'adventure'], 'New in town and curious.'],
  [405, 'Daan', 33, 'male', 'NL', 'Den Haag', 'Zuid-Holland', 52.07, 4.3, true, ['music', 'coffee'], 'Guitar at home, coffee everywhere.'],
  [406, 'Julia', 29, 'female', 'BE', 'Antwerpen', 'Antwerpen', 51.22, 4.4, false, ['animals', 'beach'], 'Dogs, dunes and Sunday markets.'],
  [407, 'Emma', 41, 'female', 'BE', 'Gent', 'Oost-Vlaanderen', 51.05, 3.72, true, ['dancing'], 'Let us skip the small talk.'],
  [
    408,
    'Anna',
    26,
    'female',
    'DE',
    'Berlin',
    'Berlin',
    52.52,
    13.4,
    false,
    ['adventure', 'hiking', 'beach'],
    'Weekend trips, spontaneous plans.',
  ],
] as const;

/** Fictional profiles as landers show them (GET /api/lander.php, /api/landing-profile.php). */
export const landerProfilesFixture: LanderProfile[] = LANDER_PEOPLE.map(
  ([id, name, age, gender, country, city, region, lat, lon, online, interests, about]) => ({
    id,
    name,
    age,
    gender,
    country,
    city,
    main_image: image(id),
    online,
    fictional: true,
    about,
    interests: [...interests],
    region,
    lat,
    lon,
  }),
);

/** The map lander's places of the Netherlands (profiles: those of landerProfilesFixture there). */
export const landerPlacesFixture: LanderPlace[] = [
  { name: 'Amsterdam', lat: 52.37, lon: 4.9, profiles: 2 },
  { name: 'Den Haag', lat: 52.07, lon: 4.3, profiles: 1 },
  { name: 'Rotterdam', lat: 51.92, lon: 4.48, profiles: 1 },
  { name: 'Utrecht', lat: 52.09, lon: 5.12, profiles: 1 },
  { name: 'Groningen', lat: 53.22, lon: 6.57, profiles: 0 },
];

/** The password the msw login handler accepts for freeUserFixture. */
export const FIXTURE_PASSWORD = 'demo-password';
