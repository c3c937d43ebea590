import { ErrorBodySchema } from '@dating/shared/contracts/index';
import { DEMO_FREE_EMAIL, DEMO_PASSWORD } from '../seed/demo-members';
import { CLIENT, loginCookie, setupTestContext } from '../test/test-app';

const context = setupTestContext();
let cookie: string;
beforeAll(async () => {
  cookie = await loginCookie(context().app, DEMO_FREE_EMAIL, DEMO_PASSWORD);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Case {
  name: string;
  method: Method;
  url: string;
  payload?: unknown;
  /** The field the 400 must name. */
  field: string;
  auth?: boolean;
}

/** A signup that passes validation, for cases that break one field of it. */
const SIGNUP = {
  email: 'new-member@b.test',
  name: 'Someone',
  date_of_birth: '1990-01-01',
  password: 'long-enough-1',
  gender: 'male',
  sexuality: 'hetero',
  country: 'NL',
  city: 'Utrecht',
};

/** Every route that takes input, with a bad value for each input it takes. */
const CASES: Case[] = [
  { name: 'login: e-mail not an e-mail', method: 'POST', url: '/api/user.php', payload: { email: 'nope', password: 'x' }, field: 'email' },
  { name: 'login: password missing', method: 'POST', url: '/api/user.php', payload: { email: 'a@b.test' }, field: 'password' },
  {
    name: 'login: password too long',
    method: 'POST',
    url: '/api/user.php',
    payload: { email: 'a@b.test', password: 'x'.repeat(2000) },
    field: 'password',
  },
  { name: 'login: body not an object', method: 'POST', url: '/api/user.php', payload: [1, 2], field: 'body' },
  {
    name: 'push: endpoint not a URL',
    method: 'POST',
    url: '/api/user.php?push=1',
    payload: { subscription: { endpoint: 'nope', keys: { p256dh: 'a', auth: 'b' } } },
    field: 'subscription.endpoint',
    auth: true,
  },
  {
    name: 'push: keys missing',
    method: 'POST',
    url: '/api/user.php?push=1',
    payload: { subscription: { endpoint: 'https://push.test/x' } },
    field: 'subscription.keys',
    auth: true,
  },
  { name: 'push: bad push flag', method: 'POST', url: '/api/user.php?push=yes', payload: {}, field: 'push' },
  {
    name: 'user update: language unknown',
    method: 'PUT',
    url: '/api/user.php',
    payload: { language: 'klingon' },
    field: 'language',
    auth: true,
  },
  { name: 'user update: language missing', method: 'PUT', url: '/api/user.php', payload: {}, field: 'language', auth: true },
  { name: 'settings: host too long', method: 'GET', url: `/api/settings.php?host=${'a'.repeat(300)}`, field: 'host' },
  { name: 'geocode: lat out of range', method: 'GET', url: '/api/geocode.php?lat=91&lon=5', field: 'lat' },
  { name: 'geocode: lon not a number', method: 'GET', url: '/api/geocode.php?lat=52&lon=east', field: 'lon' },
  { name: 'geocode: lat missing', method: 'GET', url: '/api/geocode.php?lon=5', field: 'lat' },
  { name: 'delete chat: conversation missing', method: 'DELETE', url: '/api/chat.php', payload: {}, field: 'conversation', auth: true },
  {
    name: 'delete chat: conversation not positive',
    method: 'DELETE',
    url: '/api/chat.php',
    payload: { conversation: -4 },
    field: 'conversation',
    auth: true,
  },
  {
    name: 'delete chat: conversation a string',
    method: 'DELETE',
    url: '/api/chat.php',
    payload: { conversation: 'one' },
    field: 'conversation',
    auth: true,
  },
  { name: 'page hidden: unexpected field', method: 'POST', url: '/api/page-hidden.php', payload: { extra: 1 }, field: 'body' },
  { name: 'search: age below 18', method: 'GET', url: '/api/search.php?min_age=12', field: 'min_age', auth: true },
  { name: 'search: min age above max age', method: 'GET', url: '/api/search.php?min_age=40&max_age=30', field: 'max_age', auth: true },
  { name: 'search: gender unknown', method: 'GET', url: '/api/search.php?gender=robot', field: 'gender', auth: true },
  { name: 'profile: id not a number', method: 'GET', url: '/api/profile.php?id=abc', field: 'id', auth: true },
  { name: 'profile: id missing', method: 'GET', url: '/api/profile.php', field: 'id', auth: true },
  { name: 'like: profile missing', method: 'POST', url: '/api/like.php', payload: {}, field: 'profile', auth: true },
  { name: 'like: profile a string', method: 'POST', url: '/api/like.php', payload: { profile: 'x' }, field: 'profile', auth: true },
  { name: 'block: profile not positive', method: 'POST', url: '/api/block.php', payload: { profile: 0 }, field: 'profile', auth: true },
  { name: 'unblock: profile missing', method: 'DELETE', url: '/api/block.php', payload: {}, field: 'profile', auth: true },
  {
    name: 'report: reason unknown',
    method: 'POST',
    url: '/api/report.php',
    payload: { profile: 1, reason: 'boring' },
    field: 'reason',
    auth: true,
  },
  {
    name: 'report: comment too long',
    method: 'POST',
    url: '/api/report.php',
    payload: { profile: 1, reason: 'other', comment: 'x'.repeat(1001) },
    field: 'comment',
    auth: true,
  },
  {
    name: 'report: photo not a number',
    method: 'POST',
    url: '/api/report.php',
    payload: { profile: 1, reason: 'other', photo: 'first' },
    field: 'photo',
    auth: true,
  },
  { name: 'similar: id not a number', method: 'GET', url: '/api/similar.php?id=abc', field: 'id', auth: true },
  { name: 'similar: country not a code', method: 'GET', url: '/api/similar.php?country=Netherlands', field: 'country', auth: true },
  {
    name: 'match finder: too many interests',
    method: 'GET',
    url: '/api/match-finder.php?interests=1,2,3,4,5,6',
    field: 'interests',
    auth: true,
  },
  { name: 'match finder: interests not ids', method: 'GET', url: '/api/match-finder.php?interests=sushi', field: 'interests', auth: true },
  { name: 'match finder: age below 18', method: 'GET', url: '/api/match-finder.php?min_age=16', field: 'min_age', auth: true },
  {
    name: 'reset request: e-mail not an e-mail',
    method: 'POST',
    url: '/api/password-reset.php',
    payload: { email: 'nope' },
    field: 'email',
  },
  {
    name: 'reset: passwords differ',
    method: 'POST',
    url: '/api/password-reset-do.php',
    payload: { token: 'x'.repeat(43), password: 'long-enough-1', password_repeat: 'long-enough-2' },
    field: 'password_repeat',
  },
  {
    name: 'reset: password too short',
    method: 'POST',
    url: '/api/password-reset-do.php',
    payload: { token: 'x'.repeat(43), password: 'short', password_repeat: 'short' },
    field: 'password',
  },
  { name: 'notifications: page not a number', method: 'GET', url: '/api/notifications.php?page=first', field: 'page', auth: true },
  { name: 'notifications: neither ids nor all', method: 'PUT', url: '/api/notifications.php', payload: {}, field: 'ids', auth: true },
  {
    name: 'notifications: id not positive',
    method: 'PUT',
    url: '/api/notifications.php',
    payload: { ids: [0] },
    field: 'ids.0',
    auth: true,
  },
  {
    name: 'complaint: message too short',
    method: 'POST',
    url: '/api/complaints.php',
    payload: { subject: 'Billing', message: 'short', email: 'a@b.test' },
    field: 'message',
  },
  {
    name: 'complaint: e-mail not an e-mail',
    method: 'POST',
    url: '/api/complaints.php',
    payload: { subject: 'Billing', message: 'A long enough message.', email: 'nope' },
    field: 'email',
  },
  { name: 'activate: token missing', method: 'GET', url: '/api/activate.php', field: 'token' },
  { name: 'activate: token too long', method: 'GET', url: `/api/activate.php?token=${'a'.repeat(300)}`, field: 'token' },
  {
    name: 'signup: e-mail not an e-mail',
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email: 'nope',
      name: 'Someone',
      date_of_birth: '1990-01-01',
      password: 'long-enough-1',
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
      city: 'Utrecht',
    },
    field: 'email',
  },
  {
    name: 'signup: date of birth not a date',
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email: 'a@b.test',
      name: 'Someone',
      date_of_birth: '1990-02-30',
      password: 'long-enough-1',
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
      city: 'Utrecht',
    },
    field: 'date_of_birth',
  },
  {
    name: 'signup: landing path with a query',
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email: 'a@b.test',
      name: 'Someone',
      date_of_birth: '1990-01-01',
      password: 'long-enough-1',
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
      city: 'Utrecht',
      tracking: { network: 'n' },
      landing_path: '/members?x=1',
    },
    field: 'landing_path',
  },
  {
    name: 'signup: username is the e-mail',
    method: 'POST',
    url: '/api/signup.php',
    payload: {
      email: 'a@b.test',
      name: 'a@b.test',
      date_of_birth: '1990-01-01',
      password: 'long-enough-1',
      gender: 'male',
      sexuality: 'hetero',
      country: 'NL',
      city: 'Utrecht',
    },
    field: 'name',
  },
  {
    name: 'my profile: name starts with @',
    method: 'PUT',
    url: '/api/my-profile.php',
    payload: { name: '@me' },
    field: 'name',
    auth: true,
  },
  {
    name: 'my profile: date of birth not a date',
    method: 'PUT',
    url: '/api/my-profile.php',
    payload: { date_of_birth: '1990-02-30' },
    field: 'date_of_birth',
    auth: true,
  },
  {
    name: 'my profile: interests not numbers',
    method: 'PUT',
    url: '/api/my-profile.php',
    payload: { interests: ['beach'] },
    field: 'interests.0',
    auth: true,
  },
  { name: 'photos: order a string', method: 'PUT', url: '/api/photos.php', payload: { order: 'first' }, field: 'order', auth: true },
  { name: 'photos: neither order nor main', method: 'PUT', url: '/api/photos.php', payload: {}, field: 'order', auth: true },
  { name: 'photos: delete id not a number', method: 'DELETE', url: '/api/photos.php?id=abc', field: 'id', auth: true },
  {
    name: 'account delete: reason unknown',
    method: 'POST',
    url: '/api/account-delete.php',
    payload: { reason: 'bored', password: 'x' },
    field: 'reason',
    auth: true,
  },
  {
    name: 'account delete: password missing',
    method: 'POST',
    url: '/api/account-delete.php',
    payload: { reason: 'other' },
    field: 'password',
    auth: true,
  },
  {
    name: 'account delete: comment too long',
    method: 'POST',
    url: '/api/account-delete.php',
    payload: { reason: 'other', password: 'x', comment: 'x'.repeat(1001) },
    field: 'comment',
    auth: true,
  },
  {
    name: 'reactivate: e-mail not an e-mail',
    method: 'POST',
    url: '/api/account-reactivate.php',
    payload: { email: 'nope', password: 'x' },
    field: 'email',
  },
  { name: 'reactivate link: token too long', method: 'GET', url: `/api/account-reactivate.php?token=${'x'.repeat(300)}`, field: 'token' },
  {
    name: 'reactivate link confirm: token too long',
    method: 'POST',
    url: '/api/account-reactivate-link.php',
    payload: { token: 'x'.repeat(300) },
    field: 'token',
  },
  {
    name: 'notification settings: a type missing',
    method: 'PUT',
    url: '/api/notification-settings.php',
    payload: { notification_settings: {} },
    field: 'notification_settings.new_conversations',
    auth: true,
  },
  {
    name: 'invisible mode: not a boolean',
    method: 'PUT',
    url: '/api/invisible-mode.php',
    payload: { invisible: 'yes' },
    field: 'invisible',
    auth: true,
  },
  {
    name: 'mail change: e-mail not an e-mail',
    method: 'POST',
    url: '/api/mail-change.php',
    payload: { email: 'nope' },
    field: 'email',
    auth: true,
  },
  { name: 'mail change do: token missing', method: 'POST', url: '/api/mail-change-do.php', payload: {}, field: 'token' },
  {
    name: 'password change: passwords differ',
    method: 'POST',
    url: '/api/password-change.php',
    payload: { old_password: 'x', password: 'long-enough-1', password_repeat: 'long-enough-2' },
    field: 'password_repeat',
    auth: true,
  },
  {
    name: 'password change: old password missing',
    method: 'POST',
    url: '/api/password-change.php',
    payload: { password: 'long-enough-1', password_repeat: 'long-enough-1' },
    field: 'old_password',
    auth: true,
  },
  { name: 'unsubscribe: token missing', method: 'GET', url: '/api/unsubscribe.php', field: 'token' },
  { name: 'unsubscribe: token too long', method: 'GET', url: `/api/unsubscribe.php?token=${'a'.repeat(300)}`, field: 'token' },
  { name: 'mailbox: recipient too long', method: 'GET', url: `/api/dev/mailbox.php?to=${'a'.repeat(300)}`, field: 'to' },
  // PostgreSQL refuses NUL in text: every text field refuses it before the database sees it.
  ...(['about_me', 'name', 'city'] as const).map((field): Case => ({
    name: `my profile: NUL in ${field}`,
    method: 'PUT',
    url: '/api/my-profile.php',
    payload: { [field]: 'a\u0000b' },
    field,
    auth: true,
  })),
  {
    name: 'my profile: control character in the one-line city',
    method: 'PUT',
    url: '/api/my-profile.php',
    payload: { city: 'a\u001bb' },
    field: 'city',
    auth: true,
  },
  {
    name: 'report: NUL in comment',
    method: 'POST',
    url: '/api/report.php',
    payload: { profile: 493, reason: 'other', comment: 'a\u0000b' },
    field: 'comment',
    auth: true,
  },
  ...(['subject', 'reference'] as const).map((field): Case => ({
    name: `complaint: NUL in ${field}`,
    method: 'POST',
    url: '/api/complaints.php',
    payload: { subject: 'Billing', message: 'A long enough message.', email: 'a@b.test', [field]: 'a\u0000b' },
    field,
  })),
  ...(['name', 'city', 'about_me', 'signup_message'] as const).map((field): Case => ({
    name: `signup: NUL in ${field}`,
    method: 'POST',
    url: '/api/signup.php',
    payload: { ...SIGNUP, [field]: 'a\u0000b' },
    field,
  })),
  { name: 'mailbox: NUL in recipient', method: 'GET', url: '/api/dev/mailbox.php?to=%00', field: 'to' },
  { name: 'mailbox page: NUL in recipient', method: 'GET', url: '/dev/mailbox?to=a%00b', field: 'to' },
  // Ids and numbers are bounded to the 32-bit integer columns that hold them.
  {
    name: 'my profile: region beyond 32 bits',
    method: 'PUT',
    url: '/api/my-profile.php',
    payload: { region_id: 2147483648 },
    field: 'region_id',
    auth: true,
  },
  {
    name: 'my profile: interest beyond 32 bits',
    method: 'PUT',
    url: '/api/my-profile.php',
    payload: { interests: [2147483648] },
    field: 'interests.0',
    auth: true,
  },
  ...[2147483648, 9007199254740991].map((conversation): Case => ({
    name: `delete chat: conversation ${conversation}`,
    method: 'DELETE',
    url: '/api/chat.php',
    payload: { conversation },
    field: 'conversation',
    auth: true,
  })),
  {
    name: 'search: region beyond 32 bits',
    method: 'GET',
    url: '/api/search.php?countryregion=2147483648',
    field: 'countryregion',
    auth: true,
  },
  {
    name: 'search (visitor): region beyond 32 bits',
    method: 'GET',
    url: '/api/search.php?countryregion=2147483648',
    field: 'countryregion',
  },
  {
    name: 'match finder: region beyond 32 bits',
    method: 'GET',
    url: '/api/match-finder.php?countryregion=2147483648',
    field: 'countryregion',
    auth: true,
  },
  ...(['region_id', 'to_profile_id'] as const).map((field): Case => ({
    name: `signup: ${field} beyond 32 bits`,
    method: 'POST',
    url: '/api/signup.php',
    payload: { ...SIGNUP, [field]: 2147483648 },
    field,
  })),
];

describe('400 validation_failed naming the field, for every route that takes input', () => {
  it.each(CASES)('$name', async ({ method, url, payload, field, auth }) => {
    const headers: Record<string, string> = { ...CLIENT, ...(auth ? { cookie } : {}) };
    const response = await context().app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.field).toBe(field);
  });
});

describe('never a 5xx for bad input', () => {
  it('malformed JSON → 400', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error).toMatchObject({ code: 'validation_failed', field: 'body' });
  });

  it('empty JSON body → 400', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('validation_failed');
  });

  it('wrong content type → 415', async () => {
    const response = await context().app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...CLIENT, cookie, 'content-type': 'application/xml' },
      payload: '<language>nl</language>',
    });
    expect(response.statusCode).toBe(415);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('validation_failed');
  });

  it('huge body → 413 payload_too_large', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(500_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('payload_too_large');
  });

  it('broken percent-encoding: tolerated in a query, 4xx in a path', async () => {
    const query = await context().app.inject({ method: 'GET', url: '/api/settings.php?host=%E0%A4%A' });
    expect(query.statusCode).toBe(200);
    for (const url of ['/members/%E0%A4%A', '/api/%E0%A4%A.php', '/mf/mf-search/%E0%A4%A']) {
      const response = await context().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it.each([
    [
      'a boundary the body does not use',
      'multipart/form-data; boundary=nope',
      '--other\r\nContent-Disposition: form-data; name="photo"\r\n\r\nx\r\n--other--\r\n',
    ],
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="photo"\r\n\r\nx\r\n--x--\r\n'],
    [
      'a body cut short',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nxx',
    ],
  ])('broken multipart (%s) → 400 in the error shape', async (_name, contentType, payload) => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/photos.php',
      headers: { ...CLIENT, cookie, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('validation_failed');
  });

  it('unknown /api path → 404 JSON error body', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await context().app.inject({ method, url: '/api/does-not-exist.php', headers: CLIENT });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('not_found');
    }
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call without the client header', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('csrf_failed');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it.each(['PUT', 'DELETE'] as const)('refuses %s without the header, even when logged in', async (method) => {
    const url = method === 'PUT' ? '/api/user.php' : '/api/chat.php';
    const payload = method === 'PUT' ? { language: 'de' } : { conversation: 1 };
    const response = await context().app.inject({ method, url, headers: { cookie }, payload });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_failed');
  });

  it('refuses a foreign Origin even with the header', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, origin: 'https://evil.example', host: 'localhost:8080' },
      payload: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_failed');
  });

  it('accepts the same Origin with the header', async () => {
    const response = await context().app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { ...CLIENT, origin: 'http://localhost:8080', host: 'localhost:8080' },
      payload: { email: DEMO_FREE_EMAIL, password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('lets the beacon through without the header, but still checks its Origin', async () => {
    const ok = await context().app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost:8080', host: 'localhost:8080', cookie },
      payload: '{}',
    });
    expect(ok.statusCode).toBe(200);
    const foreign = await context().app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example', host: 'localhost:8080' },
      payload: '{}',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('csrf_failed');
  });

  it('does not require the header on reads', async () => {
    const response = await context().app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});
