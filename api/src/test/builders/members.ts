import { eq } from 'drizzle-orm';
import { getUserEndpoint, type Locale } from '@dating/shared/contracts/index';
import { hashPassword } from '../../auth/passwords';
import { profiles, sites, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { injectOk } from '../inject';
import { loginCookie, type TestContext } from '../test-app';

export interface TestMemberOptions {
  /** Start of the e-mail address (`<prefix>-<n>@demo.test`): tells in a failure which file made it. */
  prefix?: string;
  language?: Locale;
  /** Host of the member's own site (users.site_id, e.g. `de.localhost`); default: the first site. */
  site?: string;
  /** false: as signup leaves an account before its mail link is opened (profile disabled). */
  confirmed?: boolean;
  paid?: boolean;
  /** Profile columns instead of the defaults (an active profile in Utrecht). */
  profile?: Partial<Omit<typeof profiles.$inferInsert, 'userId'>>;
}

export interface TestMember {
  /** The user id. */
  id: number;
  profileId: number;
  email: string;
}

let counter = 0;
// argon2id is slow on purpose: one hash of the shared password serves every member of a test file.
let passwordHash: Promise<string> | undefined;

/**
 * A member of its own (user + profile, password DEMO_PASSWORD), so no test leaks into another
 * through shared demo members.
 */
export async function createTestMember(ctx: TestContext, options: TestMemberOptions = {}): Promise<TestMember> {
  counter += 1;
  const { prefix = 'member', language = 'en', confirmed = true, paid = false } = options;
  const email = `${prefix}-${counter}@demo.test`;
  const db = ctx.database.db;
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(options.site === undefined ? undefined : eq(sites.host, options.site))
    .limit(1);
  if (!site) throw new Error(`no site ${options.site ?? 'at all'}: is the database seeded?`);
  const [user] = await db
    .insert(users)
    .values({
      siteId: site.id,
      email,
      passwordHash: await passwordHash,
      status: confirmed ? 'confirmed' : 'not_confirmed',
      language,
      paidUser: paid,
    })
    .returning({ id: users.id });
  const [profile] = await db
    .insert(profiles)
    .values({
      name: `Member ${counter}`,
      status: confirmed ? 'active' : 'disabled',
      country: 'NL',
      city: 'Utrecht',
      gender: 'male',
      sexuality: 'hetero',
      dateOfBirth: '1988-08-08',
      ...options.profile,
      userId: user!.id,
    })
    .returning({ id: profiles.id });
  return { id: user!.id, profileId: profile!.id, email };
}

/** A fresh member, logged in through the api: `cookie` is the Cookie header for its requests. */
export async function createLoggedInMember(ctx: TestContext, options: TestMemberOptions = {}): Promise<TestMember & { cookie: string }> {
  const member = await createTestMember(ctx, options);
  return { ...member, cookie: await loginCookie(ctx.app, member.email, DEMO_PASSWORD) };
}

/**
 * Logs in an existing member (a demo member: password DEMO_PASSWORD) and reads who they are: for
 * tests that act as `free@demo.test` or `premium@demo.test` and need their ids.
 */
export async function loginMember(ctx: TestContext, email: string): Promise<TestMember & { cookie: string }> {
  const cookie = await loginCookie(ctx.app, email, DEMO_PASSWORD);
  const { user } = await injectOk(ctx.app, getUserEndpoint, { as: cookie });
  if (!user) throw new Error(`${email}: logged in, but GET /api/user.php names nobody`);
  return { id: user.id, profileId: user.profile.id, email, cookie };
}
