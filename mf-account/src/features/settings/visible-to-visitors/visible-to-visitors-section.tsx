import { useUpdateVisibleToVisitors } from '../api/update-visible-to-visitors';
import { SwitchSetting } from '../section/switch-setting';

/**
 * Whether visitors — people on the home page or searching without logging in — may see the member's
 * profile. Off until the member turns it on; members see the profile either way.
 */
export function VisibleToVisitorsSettings() {
  const save = useUpdateVisibleToVisitors();
  return <SwitchSetting id="visible-to-visitors" texts="visibleToVisitors" value={(user) => user.visible_to_visitors} save={save} />;
}
