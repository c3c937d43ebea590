import { useUpdateInvisibleMode } from '../api/update-invisible-mode';
import { SwitchSetting } from '../section/switch-setting';

/**
 * Invisible mode: while on, the member is left out of search, profile views and online indicators
 * (the api does that).
 */
export function InvisibleSettings() {
  const save = useUpdateInvisibleMode();
  return <SwitchSetting id="invisible" texts="invisible" value={(user) => user.invisible} save={save} />;
}
