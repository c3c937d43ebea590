import { useUpdateReadReceipts } from '../api/update-read-receipts';
import { SwitchSetting } from '../section/switch-setting';

/**
 * Read receipts: on, the other member of a conversation sees when this member has read their
 * messages, and this member sees the same of theirs; off, neither (the api sends no read events
 * either way).
 */
export function ReadReceiptsSettings() {
  const save = useUpdateReadReceipts();
  return <SwitchSetting id="read-receipts" texts="readReceipts" value={(user) => user.read_receipts} save={save} />;
}
