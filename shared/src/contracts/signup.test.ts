import { isOldEnough, isValidBirthDate, signupFieldErrors, signupRequestSchema, type SignupRequest } from './signup';

const TODAY = '2026-11-22';
const valid: SignupRequest = {
  email: 'new.member@example.test',
  name: 'Sunny',
  date_of_birth: '1990-05-17',
  password: 'long-enough-password',
  gender: 'female',
  sexuality: 'hetero',
  country: 'NL',
  region_id: null,
  city: 'Amsterdam',
};

const errorsOf = (input: unknown, options = {}) => {
  const result = signupRequestSchema({ today: TODAY, ...options }).safeParse(input);
  return result.success ? {} : signupFieldErrors(result.error);
};

describe('signup request schema', () => {
  it('accepts a complete request', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(
      errorsOf({ ...valid, signup_message: 'Hi!', to_profile_id: 4, tracking: { network: 'n' }, about_me: 'me', language: 'de' }),
    ).toEqual({});
  });

  it('names every missing required field with its own message', () => {
    expect(errorsOf({})).toEqual({
      email: 'emailRequired',
      name: 'nameRequired',
      date_of_birth: 'dateOfBirthRequired',
      password: 'passwordTooShort',
      gender: 'genderRequired',
      sexuality: 'sexualityRequired',
      country: 'countryRequired',
      city: 'cityRequired',
    });
    expect(errorsOf({ ...valid, email: '  ', date_of_birth: '' })).toEqual({
      email: 'emailRequired',
      date_of_birth: 'dateOfBirthRequired',
    });
  });

  it('wants a valid e-mail', () => {
    expect(errorsOf({ ...valid, email: 'no-at-sign' })).toEqual({ email: 'emailInvalid' });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@x.test` })).toEqual({ email: 'emailInvalid' });
  });

  it('refuses a username equal to the e-mail (any case, any spaces) or starting with @', () => {
    expect(errorsOf({ ...valid, name: ' New.Member@example.TEST ' })).toEqual({ name: 'nameIsEmail' });
    expect(errorsOf({ ...valid, name: '@sunny' })).toEqual({ name: 'nameStartsWithAt' });
    expect(errorsOf({ ...valid, name: 'sun@ny' })).toEqual({});
    expect(errorsOf({ ...valid, name: 'x' })).toEqual({ name: 'nameTooShort' });
    expect(errorsOf({ ...valid, name: 'x'.repeat(41) })).toEqual({ name: 'nameTooLong' });
  });

  it('rejects dates that do not exist or are not dates', () => {
    for (const date of ['1990-02-30', '1990-13-01', '17-05-1990', 'yesterday', '1899-12-31', '2001-02-29']) {
      expect(errorsOf({ ...valid, date_of_birth: date })).toEqual({ date_of_birth: 'dateOfBirthInvalid' });
    }
    expect(isValidBirthDate('2000-02-29')).toBe(true);
  });

  it('counts 18 years to the day', () => {
    expect(errorsOf({ ...valid, date_of_birth: '2008-11-22' })).toEqual({});
    expect(errorsOf({ ...valid, date_of_birth: '2008-11-23' })).toEqual({ date_of_birth: 'tooYoung' });
    expect(errorsOf({ ...valid, date_of_birth: '2026-01-01' })).toEqual({ date_of_birth: 'tooYoung' });
  });

  it('lets a 29 February birthday come of age on 1 March of a common year', () => {
    expect(isOldEnough('2008-02-29', 18, '2026-02-28')).toBe(false);
    expect(isOldEnough('2008-02-29', 18, '2026-03-01')).toBe(true);
  });

  it("uses the site's higher minimum age, never one below 18", () => {
    expect(errorsOf({ ...valid, date_of_birth: '2005-11-23' }, { minAge: 21 })).toEqual({ date_of_birth: 'tooYoung' });
    expect(errorsOf({ ...valid, date_of_birth: '2008-11-23' }, { minAge: 16 })).toEqual({ date_of_birth: 'tooYoung' });
  });

  it('keeps password rules of reset (8 to 1024 characters)', () => {
    expect(errorsOf({ ...valid, password: 'short' })).toEqual({ password: 'passwordTooShort' });
    expect(errorsOf({ ...valid, password: 'x'.repeat(1025) })).toEqual({ password: 'passwordTooLong' });
  });

  it('checks gender, sexuality and location', () => {
    expect(errorsOf({ ...valid, gender: 'robot', sexuality: 'x' })).toEqual({ gender: 'genderRequired', sexuality: 'sexualityRequired' });
    expect(errorsOf({ ...valid, country: 'nl' })).toEqual({ country: 'countryRequired' });
    expect(errorsOf({ ...valid, city: ' ' })).toEqual({ city: 'cityRequired' });
  });

  it('keeps a first message only with the profile it is addressed to, within its length', () => {
    expect(errorsOf({ ...valid, signup_message: 'Hello' })).toEqual({ to_profile_id: 'invalid' });
    expect(errorsOf({ ...valid, signup_message: 'x'.repeat(1001), to_profile_id: 3 })).toEqual({ signup_message: 'messageTooLong' });
  });
});
