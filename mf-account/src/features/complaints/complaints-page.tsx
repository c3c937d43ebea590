import { useRoute } from '@dating/shared/parcel/shell-context-hooks';
import { AppealScreen } from './appeal-screen';
import { ComplaintsScreen } from './complaints-screen';

/**
 * The complaints route: the complaints form, or with `?appeal=<token>` (the link of a statement of
 * reasons) the appeal against a moderation decision — the internal complaint the law gives a member
 * against one, on the spec's complaints page rather than a route of its own.
 */
export function ComplaintsPage() {
  const token = useRoute().query.appeal;
  return token ? <AppealScreen token={token} /> : <ComplaintsScreen />;
}
