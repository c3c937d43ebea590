import { clearDraft, DRAFT_STORAGE_KEY, draftToRequest, EMPTY_DRAFT, loadDraft, saveDraft } from './signup-draft';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
};

describe('signup draft', () => {
  it('survives a save and load, and is gone after clearing', () => {
    const storage = memory();
    const draft = {
      ...EMPTY_DRAFT,
      email: 'a@b.test',
      name: 'Ann',
      date_of_birth: '1990-01-01',
      signup_message: 'Hi',
      password: 'secret-123',
    };
    saveDraft({ draft, step: 3 }, storage);
    expect(loadDraft(storage)).toEqual({ draft, step: 3 });
    clearDraft(storage);
    expect(loadDraft(storage)).toBeNull();
  });

  it('reads tampered storage as strings only, and broken storage as nothing', () => {
    const storage = memory();
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ draft: { email: 5, name: 'Ok', evil: 'x' }, step: 'two' }));
    expect(loadDraft(storage)).toEqual({ draft: { ...EMPTY_DRAFT, name: 'Ok' }, step: 0 });
    storage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft(storage)).toBeNull();
    expect(loadDraft(null)).toBeNull();
  });

  it('builds the request: the message only with its profile, empty optionals left out, region as a number', () => {
    const draft = { ...EMPTY_DRAFT, email: ' a@b.test ', signup_message: ' Hello ', region_id: '9', about_me: '  ' };
    expect(draftToRequest(draft, {})).toMatchObject({ email: 'a@b.test', region_id: 9 });
    expect(draftToRequest(draft, {})).not.toHaveProperty('signup_message');
    expect(draftToRequest(draft, {})).not.toHaveProperty('about_me');
    expect(draftToRequest(draft, { to_profile_id: 4, tracking: { network: 'n' } })).toMatchObject({
      signup_message: 'Hello',
      to_profile_id: 4,
      tracking: { network: 'n' },
    });
    expect(draftToRequest({ ...draft, region_id: '' }, {}).region_id).toBeNull();
  });
});
