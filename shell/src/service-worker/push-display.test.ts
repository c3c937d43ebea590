import { PageToWorkerMessageSchema, PushPayloadSchema, type PushPayload } from '@dating/shared/push/push-payload';
import { pathTo } from '@dating/shared/routes/path-to';
import { clickTarget, isPageMessage, isPushPayload, isSeenInOpenTab, notificationOptions, pickClientForClick } from './push-display';

const ORIGIN = 'https://dating.example';
const payload: PushPayload = { type: 'new_messages', title: 'Dating Demo', body: 'You have a new message', url: '/chats/12', badge: 3 };

describe('the worker’s guards agree with the shared schemas', () => {
  const payloads: unknown[] = [
    payload,
    { ...payload, badge: undefined },
    { ...payload, body: '' },
    { ...payload, title: '' },
    { ...payload, title: 'x'.repeat(121) },
    { ...payload, body: 'x'.repeat(241) },
    { ...payload, url: 'https://elsewhere.example/' },
    { ...payload, badge: -1 },
    { ...payload, badge: 1.5 },
    { ...payload, type: 42 },
    'text',
    null,
  ];

  it.each(payloads.map((value, index) => [index, value]))('push payload #%i', (_index, value) => {
    expect(isPushPayload(value)).toBe(PushPayloadSchema.safeParse(value).success);
  });

  const messages: unknown[] = [
    { type: 'realtime', up: true },
    { type: 'realtime', up: false },
    { type: 'realtime', up: 'yes' },
    { type: 'locale', locale: 'de' },
    { type: 'locale', locale: 'en-GB' },
    { type: 'locale', locale: 'x' },
    { type: 'locale', locale: 'toolong' },
    { type: 'other' },
    undefined,
  ];

  it.each(messages.map((value, index) => [index, value]))('page message #%i', (_index, value) => {
    expect(isPageMessage(value)).toBe(PageToWorkerMessageSchema.safeParse(value).success);
  });
});

describe('isSeenInOpenTab', () => {
  it('holds the notification back only for a visible tab whose realtime channel is up', () => {
    const up = new Map([['a', true]]);
    expect(isSeenInOpenTab([{ id: 'a', visibilityState: 'visible' }], up)).toBe(true);
    expect(isSeenInOpenTab([{ id: 'a', visibilityState: 'hidden' }], up)).toBe(false);
    expect(isSeenInOpenTab([{ id: 'a', visibilityState: 'visible' }], new Map([['a', false]]))).toBe(false);
    expect(isSeenInOpenTab([], up)).toBe(false);
  });

  it('counts a tab it has not heard from as down (a restarted worker shows the push)', () => {
    expect(isSeenInOpenTab([{ id: 'b', visibilityState: 'visible' }], new Map())).toBe(false);
    expect(
      isSeenInOpenTab(
        [
          { id: 'hidden-up', visibilityState: 'hidden' },
          { id: 'visible-unknown', visibilityState: 'visible' },
        ],
        new Map([['hidden-up', true]]),
      ),
    ).toBe(false);
  });
});

describe('notificationOptions', () => {
  it('tags by type (a newer replaces an older), carries the url, shows the site icons', () => {
    expect(notificationOptions(payload)).toEqual({
      body: 'You have a new message',
      tag: 'new_messages',
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: '/chats/12' },
    });
  });
});

describe('clickTarget', () => {
  it('opens the push’s path of this site', () => {
    expect(clickTarget({ url: '/chats/12?check=1#end' }, ORIGIN)).toBe('/chats/12?check=1#end');
  });

  it('never leaves the site: another origin or no url opens the members area', () => {
    expect(clickTarget({ url: '//evil.example/x' }, ORIGIN)).toBe(pathTo('members'));
    expect(clickTarget({ url: 'https://evil.example/' }, ORIGIN)).toBe(pathTo('members'));
    expect(clickTarget(null, ORIGIN)).toBe(pathTo('members'));
  });
});

describe('pickClientForClick', () => {
  const tab = (id: string, focused: boolean, visibilityState: DocumentVisibilityState) => ({ id, focused, visibilityState });

  it('prefers the focused tab, then a visible one, then any; none opens a window', () => {
    expect(pickClientForClick([tab('a', false, 'hidden'), tab('b', true, 'visible')])?.id).toBe('b');
    expect(pickClientForClick([tab('a', false, 'hidden'), tab('b', false, 'visible')])?.id).toBe('b');
    expect(pickClientForClick([tab('a', false, 'hidden')])?.id).toBe('a');
    expect(pickClientForClick([])).toBeNull();
  });
});
