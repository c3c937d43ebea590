import { completesNow, isSettled, nextStatus, type StatusEvent, type StatusView } from './payment-status-machine';

const run = (events: StatusEvent[], from: StatusView = 'loading') => events.reduce(nextStatus, from);

describe('the payment status page as a state machine', () => {
  it('goes loading → pending → completed as the api answers', () => {
    expect(run([{ type: 'answer', status: 'pending' }])).toBe('pending');
    expect(
      run([
        { type: 'answer', status: 'pending' },
        { type: 'answer', status: 'completed' },
      ]),
    ).toBe('completed');
  });

  it('switches on a live event, and a slow poll answering pending afterwards does not take it back', () => {
    expect(
      run([
        { type: 'answer', status: 'pending' },
        { type: 'live', status: 'completed' },
        { type: 'answer', status: 'pending' },
      ]),
    ).toBe('completed');
  });

  it.each(['failed', 'cancelled', 'expired'] as const)('pending → %s, and one ending never replaces another', (ending) => {
    const ended = run([
      { type: 'answer', status: 'pending' },
      { type: 'answer', status: ending },
    ]);
    expect(ended).toBe(ending);
    expect(nextStatus(ended, { type: 'answer', status: ending === 'failed' ? 'expired' : 'failed' })).toBe(ending);
    expect(nextStatus(ended, { type: 'answer', status: 'pending' })).toBe(ending);
  });

  it('money that arrived late still completes a failed payment; a completed one stays so until refunded', () => {
    expect(
      run([
        { type: 'answer', status: 'failed' },
        { type: 'live', status: 'completed' },
      ]),
    ).toBe('completed');
    expect(nextStatus('completed', { type: 'answer', status: 'failed' })).toBe('completed');
    expect(nextStatus('completed', { type: 'answer', status: 'refunded' })).toBe('refunded');
  });

  it('ignores a live status it does not know', () => {
    expect(nextStatus('pending', { type: 'live', status: 'chargeback_pending' })).toBe('pending');
  });

  it('an error while loading shows as such, and an answer afterwards still wins; an error later changes nothing', () => {
    expect(run([{ type: 'error' }])).toBe('error');
    expect(run([{ type: 'error' }, { type: 'answer', status: 'pending' }])).toBe('pending');
    expect(run([{ type: 'answer', status: 'pending' }, { type: 'error' }])).toBe('pending');
    expect(run([{ type: 'not_found' }])).toBe('not_found');
    expect(nextStatus('pending', { type: 'not_found' })).toBe('pending');
  });

  it('keeps asking while loading, pending or after an error; stops once the payment has ended', () => {
    const asking: StatusView[] = ['loading', 'pending', 'error'];
    const settled: StatusView[] = ['completed', 'failed', 'cancelled', 'expired', 'refunded', 'not_found'];
    expect(asking.map(isSettled)).toEqual(asking.map(() => false));
    expect(settled.map(isSettled)).toEqual(settled.map(() => true));
  });

  it('says when a step is the payment completing: seen here, or found completed moments after it was paid', () => {
    const now = Date.parse('2026-11-20T10:00:00Z');
    expect(completesNow('pending', 'completed', null, now)).toBe(true);
    expect(completesNow('failed', 'completed', null, now)).toBe(true);
    expect(completesNow('loading', 'completed', '2026-11-20T09:58:00Z', now)).toBe(true);
    expect(completesNow('loading', 'completed', '2026-11-19T09:58:00Z', now)).toBe(false);
    expect(completesNow('completed', 'completed', '2026-11-20T09:59:00Z', now)).toBe(false);
    expect(completesNow('pending', 'failed', null, now)).toBe(false);
  });
});
