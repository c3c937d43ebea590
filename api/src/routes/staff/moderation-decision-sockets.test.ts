import { ErrorBodySchema, loginEndpoint, REALTIME_CLOSE } from '@dating/shared/contracts/index';
import { decideEndpoint } from '@dating/shared/contracts/staff-reports';
import { openSocket, refusedStatus } from '../../realtime/realtime-test-kit';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { createLoggedInMember } from '../../test/builders/members';
import { createTestStaff, staffSessionCookie } from '../../test/builders/staff';
import { inject, injectOk } from '../../test/inject';
import { setupTestContext } from '../../test/test-app';

/*
 * POST /api/staff/moderation-decision.php, kinds ban and suspend, over HTTP with real WebSocket clients: the
 * member's open tabs are closed right after the response (the hub's sessionsChanged after the commit; the
 * wait for the close event is bounded by the test's timeout, not timed), with the code the shell acts on —
 * REALTIME_CLOSE.banned (4451: the tab shows /pages/ban) for a ban, sessionEnded (4401) for a suspension —
 * and a new login is refused with the login form's answer.
 */

const context = setupTestContext({ app: { unlimited: true } });

beforeAll(async () => {
  await context().app.listen({ port: 0, host: '127.0.0.1' });
});

async function moderatorCookie(): Promise<string> {
  return staffSessionCookie(context(), await createTestStaff(context(), { prefix: 'decide-sockets', role: 'moderator' }));
}

const loginAgain = async (email: string) => {
  const response = await inject(context().app, loginEndpoint, { body: { email, password: DEMO_PASSWORD } });
  return [response.statusCode, ErrorBodySchema.parse(response.json()).error.code];
};

describe('a decision closes the member’s realtime sockets', () => {
  it('a ban closes every open tab with 4451 and the login is refused', async () => {
    const cookie = await moderatorCookie();
    const member = await createLoggedInMember(context(), { prefix: 'decide-sockets-ban' });
    const tabs = [openSocket(context().app, { cookie: member.cookie }), openSocket(context().app, { cookie: member.cookie })];
    for (const tab of tabs) expect((await tab.next()).type).toBe('hello');

    await injectOk(context().app, decideEndpoint, {
      as: cookie,
      body: { member: member.id, kind: 'ban', ground: 'harassment', facts: 'Threatening messages.' },
    });

    expect(await Promise.all(tabs.map((tab) => tab.closed))).toEqual([{ code: REALTIME_CLOSE.banned }, { code: REALTIME_CLOSE.banned }]);
    expect(await loginAgain(member.email)).toEqual([403, 'account_banned']);
  });

  it('a suspension closes the open tab with 4401 (logged out) and the login is refused with its end', async () => {
    const cookie = await moderatorCookie();
    const member = await createLoggedInMember(context(), { prefix: 'decide-sockets-suspend' });
    const tab = openSocket(context().app, { cookie: member.cookie });
    expect((await tab.next()).type).toBe('hello');

    await injectOk(context().app, decideEndpoint, {
      as: cookie,
      body: { member: member.id, kind: 'suspend', suspend_days: 3, ground: 'spam', facts: 'The same advert to forty members.' },
    });

    expect(await tab.closed).toEqual({ code: REALTIME_CLOSE.sessionEnded });
    expect(await loginAgain(member.email)).toEqual([403, 'account_suspended']);
    // The old cookie opens no socket again: its session is gone.
    expect(await refusedStatus(context().app, { cookie: member.cookie })).toBe(403);
  });
});
