import { vi } from 'vitest';
import { entryLinkCommand, parseEntryLinkArgs } from './entry-link-cli';

describe('npm run entry-link:create', () => {
  it('reads --token, --lander and an optional --query, each once', () => {
    expect(parseEntryLinkArgs(['--token', 'spring-partner-one', '--lander', '/landers/video', '--query', 'network=p1'])).toEqual({
      token: 'spring-partner-one',
      lander: '/landers/video',
      query: 'network=p1',
    });
    expect(parseEntryLinkArgs(['--lander', '/landers/video', '--token', 'spring-partner-one'])).toEqual({
      token: 'spring-partner-one',
      lander: '/landers/video',
      query: '',
    });
    expect(parseEntryLinkArgs([])).toBeNull();
    expect(parseEntryLinkArgs(['--token', 'spring-partner-one'])).toBeNull();
    expect(parseEntryLinkArgs(['--token', 'a', '--token', 'b', '--lander', '/landers/video'])).toBeNull();
    expect(parseEntryLinkArgs(['--token', 'spring-partner-one', '--lander'])).toBeNull();
    expect(parseEntryLinkArgs(['--token', 'spring-partner-one', '--lander', '/landers/video', '--days', '3'])).toBeNull();
  });

  it('says what is wrong before it opens a database', async () => {
    const io = { write: vi.fn(), fail: vi.fn() };
    // No environment at all: a database would not open, so these answers come before it.
    expect(await entryLinkCommand(['--token', 'x'], {}, io)).toBe(64);
    expect(io.fail).toHaveBeenLastCalledWith(expect.stringMatching(/^usage: npm run entry-link:create/));
    expect(await entryLinkCommand(['--token', 'spring-partner-one', '--lander', '/chats'], {}, io)).toBe(65);
    expect(io.fail).toHaveBeenLastCalledWith('Not made: /chats is no lander page (e.g. /landers/gallery/summer).\n');
    expect(await entryLinkCommand(['--token', 'spring-partner-one', '--lander', '/landers/video', '--query', 'gclid=1'], {}, io)).toBe(65);
    expect(io.write).not.toHaveBeenCalled();
  });
});
