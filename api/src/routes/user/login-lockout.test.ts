import { ErrorBodySchema } from '@dating/shared/contracts/index';
import { MAX_FAILURES } from '../../auth/login-lockout';
import { DEMO_PASSWORD } from '../../seed/demo-members';
import { CLIENT, setupTestContext, type TestContext } from '../../test/test-app';
import { createTestMember } from '../../test/test-members';

const context = setupTestContext({ seed: { profiles: 0, photos: false } });
let ctx: TestContext;
beforeAll(() => {
  ctx = context();
});

const BURST = 12;

const codeOf = (response: { json(): unknown }) => ErrorBodySchema.parse(response.json()).error.code;

describe('lockout under a burst of parallel guesses', () => {
  it.each([
    ['login', '/api/user.php'],
    ['reactivation', '/api/account-reactivate.php'],
  ])(`%s: only ${MAX_FAILURES} wrong passwords are checked, then every answer is the lock, a correct one too`, async (_name, url) => {
    const member = await createTestMember(ctx, { prefix: 'burst' });
    // Each burst from its own address: the per-IP login limit (30 a minute) is not what is tested.
    const remoteAddress = url === '/api/user.php' ? '10.0.7.1' : '10.0.7.2';
    const attempt = (password: string) =>
      ctx.app.inject({ method: 'POST', url, remoteAddress, headers: CLIENT, payload: { email: member.email, password } });

    const answers = await Promise.all(Array.from({ length: BURST }, (_, n) => attempt(`wrong-${n}`)));
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'login_failed')).toHaveLength(MAX_FAILURES);
    expect(codes.filter((code) => code === 'account_locked')).toHaveLength(BURST - MAX_FAILURES);

    const correct = await attempt(DEMO_PASSWORD);
    expect(correct.statusCode).toBe(429);
    expect(codeOf(correct)).toBe('account_locked');
    expect(correct.headers['set-cookie']).toBeUndefined();
  });

  it('an e-mail without an account locks the same way', async () => {
    const attempt = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user.php',
        remoteAddress: '10.0.7.3',
        headers: CLIENT,
        payload: { email: 'no-account-burst@demo.test', password: `wrong-${n}` },
      });
    const codes = (await Promise.all(Array.from({ length: BURST }, (_, n) => attempt(n)))).map(codeOf);
    expect(codes.filter((code) => code === 'login_failed')).toHaveLength(MAX_FAILURES);
    expect(codes.filter((code) => code === 'account_locked')).toHaveLength(BURST - MAX_FAILURES);
  });
});
