import { randomUUID } from 'node:crypto';
import { ErrorBodySchema } from '@dating/shared/contracts/index';
import { setupTestContext } from '../test/test-app';
import { chatKit } from './chat-test-kit';

describe('POST /api/message.php is limited per member', () => {
  const context = setupTestContext();
  const kit = chatKit(context);

  it('answers 429 rate_limited beyond the burst, to that member only', async () => {
    const [member, other, partner] = [await kit.member(), await kit.member(), await kit.member()];
    // Empty texts are refused after the limit is checked: the burst costs nothing and stores nothing.
    const burst = await Promise.all(
      Array.from({ length: 25 }, () => kit.send(member, partner.profileId, { text: ' ', clientId: randomUUID() })),
    );
    const limited = burst.filter((response) => response.statusCode === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(ErrorBodySchema.parse(limited[0]!.json()).error.code).toBe('rate_limited');
    expect(burst.filter((response) => response.statusCode === 400).length).toBeGreaterThanOrEqual(10);
    // Another member is not held back.
    expect((await kit.send(other, partner.profileId)).statusCode).toBe(200);
  });
});
