import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlocksResponse } from '@dating/shared/contracts/blocks';
import type { Settings } from '@dating/shared/contracts/settings';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SavedStatus } from '../../components/saved-status';
import { SettingsSection } from '../../components/settings-section';
import { useBlockAgain } from './api/block-profile';
import { useBlocks } from './api/list-blocks';
import { useUnblockProfile } from './api/unblock-profile';

type Entry = BlocksResponse['blocks'][number];
type ListState = { status: 'loading' } | { status: 'ready'; blocks: Entry[] } | { status: 'failed' };
type Status = { message: string; error: boolean };

/**
 * One blocked member. Each row has its own calls, so a row on its way does not hold up another, and
 * its answer still lands on it when the member went on to the next one.
 */
function BlockedMember({
  entry,
  settings,
  unblocked,
  onToggled,
  onStatus,
}: {
  entry: Entry;
  settings: Settings | null;
  unblocked: boolean;
  onToggled: (id: number, unblocked: boolean) => void;
  onStatus: (status: Status | null) => void;
}) {
  const { t } = useTranslation('mf-account');
  const unblock = useUnblockProfile();
  const block = useBlockAgain();
  const { profile } = entry;

  const toggle = () => {
    onStatus(null);
    const undoing = unblocked;
    const callbacks = {
      onSuccess: () => {
        onToggled(profile.id, !undoing);
        onStatus({
          message: t(undoing ? 'blockedMembers.blockedAgain' : 'blockedMembers.unblocked', { name: profile.name }),
          error: false,
        });
      },
      onError: () => onStatus({ message: t('blockedMembers.failed'), error: true }),
    };
    if (undoing) block.mutate(profile.id, callbacks);
    else unblock.mutate(profile.id, callbacks);
  };

  return (
    <li data-testid="blocked-member" css={{ display: 'flex', alignItems: 'center', gap: theme.space(3) }}>
      <span
        css={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          overflow: 'hidden',
          background: theme.colors.background,
          flex: 'none',
        }}
      >
        {profile.main_image && settings && (
          <img
            src={photoUrl(settings.cdn_prefix, profile.main_image.thumb_filename)}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            css={{ display: 'block', width: 40, height: 40, objectFit: 'cover' }}
          />
        )}
      </span>
      <span css={{ flex: 1, minWidth: 0 }}>
        <span css={{ fontWeight: 600 }}>{t('blockedMembers.nameAge', { name: profile.name, age: profile.age })}</span>
        {unblocked && (
          <span css={{ display: 'block', fontSize: '0.875rem', color: theme.colors.muted }}>{t('blockedMembers.notBlocked')}</span>
        )}
      </span>
      <Button
        size="sm"
        variant="secondary"
        onClick={toggle}
        disabled={unblock.isPending || block.isPending}
        aria-label={t(unblocked ? 'blockedMembers.blockAgainNamed' : 'blockedMembers.unblockNamed', { name: profile.name })}
      >
        {t(unblocked ? 'blockedMembers.blockAgain' : 'blockedMembers.unblock')}
      </Button>
    </li>
  );
}

/**
 * Blocked members: a member sees and undoes their blocks in settings. Each row unblocks at once;
 * the row stays, saying so, with "Block again" to undo the undo — nothing disappears under the
 * pointer, and a slip of the finger costs one click.
 */
export function BlockedMembersSettings() {
  const { t } = useTranslation('mf-account');
  const { settings$ } = useShellContext();
  const settings = useObservable<Settings | null>(settings$, null);
  const blocks = useBlocks();
  const [unblocked, setUnblocked] = useState<ReadonlySet<number>>(new Set());
  const [status, setStatus] = useState<Status | null>(null);
  const list: ListState = blocks.data
    ? { status: 'ready', blocks: blocks.data.blocks }
    : blocks.isError && !blocks.isFetching
      ? { status: 'failed' }
      : { status: 'loading' };

  const toggled = (id: number, nowUnblocked: boolean) =>
    setUnblocked((previous) => {
      const next = new Set(previous);
      if (nowUnblocked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <SettingsSection id="blocked-members" title={t('blockedMembers.title')}>
      <p css={{ margin: `0 0 ${theme.space(3)}`, color: theme.colors.muted }}>{t('blockedMembers.help')}</p>
      {list.status === 'loading' && <Spinner label={t('blockedMembers.loading')} />}
      {list.status === 'failed' && (
        <Alert
          level="danger"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void blocks.refetch()}>
              {t('blockedMembers.retry')}
            </Button>
          }
        >
          {t('blockedMembers.loadFailed')}
        </Alert>
      )}
      {list.status === 'ready' && list.blocks.length === 0 && (
        <p css={{ margin: 0 }} data-testid="blocked-members-empty">
          {t('blockedMembers.empty')}
        </p>
      )}
      {list.status === 'ready' && list.blocks.length > 0 && (
        <ul aria-label={t('blockedMembers.title')} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) }}>
          {list.blocks.map((entry) => (
            <BlockedMember
              key={entry.profile.id}
              entry={entry}
              settings={settings}
              unblocked={unblocked.has(entry.profile.id)}
              onToggled={toggled}
              onStatus={setStatus}
            />
          ))}
        </ul>
      )}
      <SavedStatus testId="blocked-members-status" message={status?.message ?? null} error={status?.error} />
    </SettingsSection>
  );
}
