import { getStaffSessionEndpoint } from '../contracts/staff';
import { createEventBus, BusValidationError } from './event-bus';
import { STATE_SCHEMAS } from './events';

describe('event bus', () => {
  it('replays the current value of a state channel to late subscribers', () => {
    const bus = createEventBus();
    bus.set('unreadMessages', 7);
    const seen: number[] = [];
    const sub = bus.state$('unreadMessages').subscribe((v) => seen.push(v));
    bus.set('unreadMessages', 8);
    sub.unsubscribe();
    bus.set('unreadMessages', 9);
    expect(seen).toEqual([7, 8]);
    expect(bus.get('unreadMessages')).toBe(9);
  });

  it('does not replay happenings to late subscribers', () => {
    const bus = createEventBus();
    bus.emit('match', { profileId: 1 });
    const seen: number[] = [];
    const sub = bus.on$('match').subscribe((p) => seen.push(p.profileId));
    bus.emit('match', { profileId: 2 });
    sub.unsubscribe();
    bus.emit('match', { profileId: 3 });
    expect(seen).toEqual([2]);
  });

  it('starts auth as unknown and other channels at their initial values', () => {
    const bus = createEventBus();
    expect(bus.get('auth')).toEqual({ status: 'unknown' });
    expect(bus.get('newLikes')).toBe(0);
    expect(bus.get('online')).toBe(true);
  });

  it('rejects an invalid payload on publish when validating, and keeps the old value', () => {
    const bus = createEventBus({ validate: true });
    bus.set('newLikes', 2);
    expect(() => bus.set('newLikes', -1)).toThrow(BusValidationError);
    expect(() => bus.emit('match', { profileId: 'x' } as never)).toThrow(BusValidationError);
    expect(bus.get('newLikes')).toBe(2);
  });

  it('skips validation when told to (production)', () => {
    const bus = createEventBus({ validate: false });
    expect(() => bus.set('newLikes', -1)).not.toThrow();
  });

  it('keeps separate buses separate', () => {
    const a = createEventBus();
    const b = createEventBus();
    a.set('locale', 'de');
    expect(b.get('locale')).toBe('en');
  });

  it('carries live chat events: the chat kinds of the channel and typing, checked like every payload', () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    bus.on$('chatEvent').subscribe((event) => seen.push(event));
    bus.emit('chatEvent', { kind: 'read', conversation: 3, up_to: 9 });
    bus.emit('chatEvent', { kind: 'typing', conversation: 3, profile: 4, typing: true });
    expect(seen).toHaveLength(2);
    expect(() => bus.emit('chatEvent', { kind: 'typing', conversation: 0, profile: 4, typing: true })).toThrow(BusValidationError);
    expect(() => bus.emit('typingChanged', { conversation: 3, typing: 'yes' as unknown as boolean })).toThrow(BusValidationError);
  });

  it('carries the staff session as the staff contract answers it, from unknown until the shell asked', () => {
    const bus = createEventBus();
    expect(bus.get('staffSession')).toEqual({ status: 'unknown' });
    const answer = getStaffSessionEndpoint.response.parse({ staff: { id: 3, email: 'operator@demo.test', role: 'operator' } });
    bus.set('staffSession', { status: 'signed_in', staff: answer.staff });
    expect(bus.get('staffSession')).toEqual({ status: 'signed_in', staff: answer.staff });
    // The bus writes the contract's staff member out: the same fields, the same roles.
    const written = STATE_SCHEMAS.staffSession.options[2].shape.staff;
    const contract = getStaffSessionEndpoint.response.shape.staff;
    expect(Object.keys(written.shape).sort()).toEqual(Object.keys(contract.shape).sort());
    expect(written.shape.role.options).toEqual(contract.shape.role.options);
    expect(() => bus.set('staffSession', { status: 'signed_in', staff: { ...answer.staff, role: 'owner' as 'admin' } })).toThrow(
      BusValidationError,
    );
  });
});
