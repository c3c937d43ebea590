import { defaultNotificationSettings } from '@dating/shared/contracts/index';
import { hashPassword } from '../auth/passwords';
import { notificationsDisabled, sites, users } from '../db/schema';
import { setupTestContext } from '../test/test-app';
import { mayNotify, saveNotificationSettings } from './notification-settings';

const context = setupTestContext();

async function createUser(email: string): Promise<number> {
  const db = context().database.db;
  const [site] = await db.select({ id: sites.id }).from(sites).limit(1);
  const [user] = await db
    .insert(users)
    .values({ siteId: site!.id, email, passwordHash: await hashPassword('x-password') })
    .returning({ id: users.id });
  return user!.id;
}

describe('mayNotify', () => {
  it('follows the switch per type and channel, on when never set', async () => {
    const db = context().database.db;
    const userId = await createUser('may-notify-1@demo.test');
    expect(await mayNotify(db, userId, 'new_messages', 'email')).toBe(true);
    await saveNotificationSettings(db, userId, { ...defaultNotificationSettings(), new_messages: { email: false, push: true } });
    expect(await mayNotify(db, userId, 'new_messages', 'email')).toBe(false);
    expect(await mayNotify(db, userId, 'new_messages', 'push')).toBe(true);
    expect(await mayNotify(db, userId, 'like', 'email')).toBe(true);
  });

  it('sends no e-mail of any type while a reason stopped e-mails, but still pushes', async () => {
    const db = context().database.db;
    const userId = await createUser('may-notify-2@demo.test');
    await db.insert(notificationsDisabled).values({ userId, reason: 'listunsubscribe' });
    expect(await mayNotify(db, userId, 'news', 'email')).toBe(false);
    expect(await mayNotify(db, userId, 'news', 'push')).toBe(true);
  });
});
