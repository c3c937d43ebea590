import { updateInvisibleModeEndpoint } from '@dating/shared/contracts/account-settings';
import { SwitchSetting } from '../section/switch-setting';

/**
 * Invisible mode: while on, the member is left out of search, profile views and online indicators
 * (the api does that).
 */
export function InvisibleSettings() {
  return (
    <SwitchSetting
      id="invisible"
      texts="invisible"
      value={(user) => user.invisible}
      save={(api, invisible) => api.call(updateInvisibleModeEndpoint, { body: { invisible } })}
    />
  );
}
