import { OwnProfileUpdateSchema, ageOn, minimumAge, ownProfileUpdateSchemaFor } from './own-profile';
import { signupRequestSchema } from './signup';
import { PhotosUpdateRequestSchema } from './photos';

/** A birth date `years` years before today (UTC), so the tests do not age. */
function yearsAgo(years: number, extraDays = 0): string {
  const today = new Date();
  const date = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + extraDays));
  return date.toISOString().slice(0, 10);
}

const firstIssue = (value: unknown, email = 'me@example.test') => {
  const result = ownProfileUpdateSchemaFor(email).safeParse(value);
  return result.success ? null : { path: result.error.issues[0]!.path.join('.'), message: result.error.issues[0]!.message };
};

describe('own profile update schema', () => {
  it('accepts a partial update and trims the name', () => {
    expect(OwnProfileUpdateSchema.parse({ name: '  Daan ' })).toEqual({ name: 'Daan' });
    expect(OwnProfileUpdateSchema.parse({})).toEqual({});
    expect(OwnProfileUpdateSchema.parse({ hair_color: null, interests: [1, 2] })).toEqual({ hair_color: null, interests: [1, 2] });
  });

  it.each([
    ['name', 'nameRequired', { name: '' }],
    ['name', 'nameTooShort', { name: 'A' }],
    ['name', 'nameStartsWithAt', { name: '@daan' }],
    ['name', 'nameIsEmail', { name: 'Me@Example.test' }],
    ['date_of_birth', 'dateOfBirthRequired', { date_of_birth: '' }],
    ['date_of_birth', 'dateOfBirthInvalid', { date_of_birth: '1990-02-30' }],
    ['date_of_birth', 'dateOfBirthInvalid', { date_of_birth: '15-06-1990' }],
    ['date_of_birth', 'dateOfBirthInvalid', { date_of_birth: '1800-01-01' }],
    ['gender', 'choiceInvalid', { gender: 'robot' }],
    ['country', 'countryInvalid', { country: 'nl' }],
    ['city', 'cityRequired', { city: '   ' }],
    ['interests', 'interestsInvalid', { interests: [1, 1] }],
    ['about_me', 'aboutMeTooLong', { about_me: 'x'.repeat(2001) }],
  ])('refuses a bad %s with %s', (path, message, value) => {
    expect(firstIssue(value)).toEqual({ path, message });
  });

  it('refuses unknown fields', () => {
    expect(OwnProfileUpdateSchema.safeParse({ status: 'active' }).success).toBe(false);
  });

  it('needs 18 full years: the day before the 18th birthday is too young, the birthday itself is fine', () => {
    expect(firstIssue({ date_of_birth: yearsAgo(18, 1) })).toEqual({ path: 'date_of_birth', message: 'tooYoung' });
    expect(firstIssue({ date_of_birth: yearsAgo(18) })).toBeNull();
  });

  it("asks the site's min_age when higher than 18 (the rule signup uses), never less than 18", () => {
    expect(minimumAge(undefined)).toBe(18);
    expect(minimumAge(16)).toBe(18);
    expect(minimumAge(21)).toBe(21);
    const schema = ownProfileUpdateSchemaFor('me@example.test', { minAge: 21, today: '2030-05-10' });
    expect(schema.safeParse({ date_of_birth: '2009-05-11' }).error?.issues[0]).toMatchObject({
      path: ['date_of_birth'],
      message: 'tooYoung',
    });
    expect(schema.safeParse({ date_of_birth: '2009-05-10' }).success).toBe(true);
    expect(
      ownProfileUpdateSchemaFor('me@example.test', { minAge: 16, today: '2030-05-10' }).safeParse({ date_of_birth: '2013-05-10' }).success,
    ).toBe(false);
    // Signup judges with the same helper.
    const signup = (date_of_birth: string) =>
      signupRequestSchema({ minAge: 21, today: '2030-05-10' })
        .safeParse({
          email: 'me@example.test',
          name: 'Daan',
          date_of_birth,
          password: 'long-enough-1',
          gender: 'male',
          sexuality: 'hetero',
          country: 'NL',
          city: 'Utrecht',
        })
        .error?.issues.map((issue) => issue.message);
    expect(signup('2009-05-11')).toEqual(['tooYoung']);
    expect(signup('2009-05-10')).toBeUndefined();
  });

  it('counts whole years', () => {
    expect(ageOn('2000-06-15', new Date('2018-06-14T12:00:00Z'))).toBe(17);
    expect(ageOn('2000-06-15', new Date('2018-06-15T00:00:00Z'))).toBe(18);
  });
});

describe('photos update schema', () => {
  it('needs an order or a main photo, each id once', () => {
    expect(PhotosUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(PhotosUpdateRequestSchema.safeParse({ order: [3, 3] }).success).toBe(false);
    expect(PhotosUpdateRequestSchema.parse({ main: 4 })).toEqual({ main: 4 });
  });
});
