import type userEvent from '@testing-library/user-event';
import type { User } from '@dating/shared/contracts/user';
import type { ParcelLifecycles } from '@dating/shared/parcel/parcel-contract';
import type { StandInShell } from '@dating/shared/standalone/stand-in-context';
import { mountScreen } from '@dating/shared/test-support/screen-test-kit';
import * as settingsParcel from './settings.parcel';

/** For tests: mounts the settings page (or another parcel, e.g. one section alone) for `user` with a stand-in shell. */
export async function mountSettings(
  user: User,
  parcel: ParcelLifecycles = settingsParcel,
): Promise<{ shell: StandInShell; user: ReturnType<typeof userEvent.setup> }> {
  const mounted = await mountScreen(parcel, { route: 'settings', user });
  return { shell: mounted.shell, user: mounted.user };
}
