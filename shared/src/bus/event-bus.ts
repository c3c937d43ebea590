import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { HAPPENING_SCHEMAS, STATE_SCHEMAS, type HappeningName, type HappeningPayload, type StateName, type StateValue } from './events';

const INITIAL_STATE: { [K in StateName]: StateValue<K> } = {
  auth: { status: 'unknown' },
  unreadMessages: 0,
  newLikes: 0,
  credits: { credits: 0, premium: false },
  locale: 'en',
  online: true,
  push: { capability: 'unknown', isSubscribed: false, lastMessage: null },
  offers: { member: null, timeBonus: null, welcome: null },
  pageHead: null,
  staffSession: { status: 'unknown' },
};

export class BusValidationError extends Error {
  constructor(channel: string, detail: string) {
    super(`Event bus: invalid payload on "${channel}": ${detail}`);
    this.name = 'BusValidationError';
  }
}

export interface EventBus {
  /** Current value of a state channel. */
  get<K extends StateName>(name: K): StateValue<K>;
  /** Publishes a new value on a state channel; late subscribers receive it. */
  set<K extends StateName>(name: K, value: StateValue<K>): void;
  /** The state channel as an observable: emits the current value at once, then every change. */
  state$<K extends StateName>(name: K): Observable<StateValue<K>>;
  /** Publishes a happening; only current subscribers see it. */
  emit<K extends HappeningName>(name: K, payload: HappeningPayload<K>): void;
  /** Happenings from now on. */
  on$<K extends HappeningName>(name: K): Observable<HappeningPayload<K>>;
}

export interface EventBusOptions {
  /** Check every published payload against its schema; on by default outside production. */
  validate?: boolean;
  initial?: Partial<{ [K in StateName]: StateValue<K> }>;
}

function defaultValidate(): boolean {
  // Bundlers replace `process.env.NODE_ENV` textually; `process` itself does not exist in browsers.
  return process.env.NODE_ENV !== 'production';
}

export function createEventBus(options: EventBusOptions = {}): EventBus {
  const validate = options.validate ?? defaultValidate();
  const states = new Map<StateName, BehaviorSubject<unknown>>();
  const happenings = new Map<HappeningName, Subject<unknown>>();

  const check = (channel: string, schema: { safeParse(v: unknown): { success: boolean; error?: { message: string } } }, value: unknown) => {
    if (!validate) return;
    const result = schema.safeParse(value);
    if (!result.success) throw new BusValidationError(channel, result.error?.message ?? 'invalid');
  };

  const stateSubject = <K extends StateName>(name: K): BehaviorSubject<StateValue<K>> => {
    let subject = states.get(name);
    if (!subject) {
      const initial = options.initial?.[name] ?? INITIAL_STATE[name];
      subject = new BehaviorSubject<unknown>(initial);
      states.set(name, subject);
    }
    return subject as BehaviorSubject<StateValue<K>>;
  };

  const happeningSubject = <K extends HappeningName>(name: K): Subject<HappeningPayload<K>> => {
    let subject = happenings.get(name);
    if (!subject) {
      subject = new Subject<unknown>();
      happenings.set(name, subject);
    }
    return subject as Subject<HappeningPayload<K>>;
  };

  return {
    get: (name) => stateSubject(name).getValue(),
    set: (name, value) => {
      check(name, STATE_SCHEMAS[name], value);
      stateSubject(name).next(value);
    },
    state$: (name) => stateSubject(name).asObservable(),
    emit: (name, payload) => {
      check(name, HAPPENING_SCHEMAS[name], payload);
      happeningSubject(name).next(payload);
    },
    on$: (name) => happeningSubject(name).asObservable(),
  };
}
