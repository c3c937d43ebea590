import { forgetMemberTabStorage } from './member-tab-storage';
import { STORAGE_NAMES } from './storage-registry';

describe('forgetMemberTabStorage', () => {
  afterEach(() => window.sessionStorage.clear());

  it("removes the member's unsent texts and purchase origin, and nothing else", () => {
    window.sessionStorage.setItem(`${STORAGE_NAMES.chatUnsent}7:12`, '[]');
    window.sessionStorage.setItem(`${STORAGE_NAMES.chatUnsent}8:3`, '[]');
    window.sessionStorage.setItem(STORAGE_NAMES.purchaseOrigin, '/chats/12');
    window.sessionStorage.setItem(STORAGE_NAMES.signupDraft, '{}');
    forgetMemberTabStorage();
    expect(Object.keys(window.sessionStorage)).toEqual([STORAGE_NAMES.signupDraft]);
  });
});
