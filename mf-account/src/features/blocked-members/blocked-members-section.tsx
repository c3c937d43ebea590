import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  blockProfileEndpoint,
  listBlocksEndpoint,
  unblockProfileEndpoint,
  type BlocksResponse,
  type Settings,
} from '@dating/shared/contracts/index';
import { useObservable, useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { photoUrl } from '@dating/shared/photos/photo-url';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SavedStatus } from '../../components/saved-status';
import { SettingsSection } from '../../components/settings-section';

type Entry = BlocksResponse['blocks'][number];
type ListState = { status: 'loading' } | { status: 'ready'; blocks: Entry[] } | { status: 'failed' };

/**
 * Blocked members: a member sees and undoes their blocks in settings. Each row unblocks at once;
 * the row stays, saying so, with "Block again" to undo the undo — nothing disappears under the
 * pointer, and a slip of the finger costs one click.
 */
export function BlockedMembersSettings() {
  const { t } = useTranslation('mf-account');
  const { api, bus, settings$ } = useShellContext();
  const settings = useObservable<Settings | null>(settings$, null);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [unblocked, setUnblocked] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const [status, setStatus] = useState<{ message: string; error: boolean } | null>(null);

  const load = useCallback(() => {
    setList({ status: 'loading' });
    api.call(listBlocksEndpoint).then(
      (answer) => setList({ status: 'ready', blocks: answer.blocks }),
      () => setList({ status: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);

  const toggle = async (entry: Entry) => {
    const id = entry.profile.id;
    const undoing = unblocked.has(id);
    setBusy(id);
    setStatus(null);
    try {
      if (undoing) await api.call(blockProfileEndpoint, { body: { profile: id } });
      else await api.call(unblockProfileEndpoint, { body: { profile: id } });
      // Chats and likes with this member appear (or go) again: the shell reloads them and their badges.
      bus.emit('refreshRequested', { what: ['chats', 'likes'] });
      setUnblocked((previous) => {
        const next = new Set(previous);
        if (undoing) next.delete(id);
        else next.add(id);
        return next;
      });
      setStatus({
        message: t(undoing ? 'blockedMembers.blockedAgain' : 'blockedMembers.unblocked', { name: entry.profile.name }),
        error: false,
      });
    } catch {
      setStatus({ message: t('blockedMembers.failed'), error: true });
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsSection id="blocked-members" title={t('blockedMembers.title')}>
      <p css={{ margin: `0 0 ${theme.space(3)}`, color: theme.colors.muted }}>{t('blockedMembers.help')}</p>
      {list.status === 'loading' && <Spinner label={t('blockedMembers.loading')} />}
      {list.status === 'failed' && (
        <Alert
          level="danger"
          actions={
            <Button size="sm" variant="secondary" onClick={load}>
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
          {list.blocks.map((entry) => {
            const { profile } = entry;
            const isUnblocked = unblocked.has(profile.id);
            return (
              <li key={profile.id} data-testid="blocked-member" css={{ display: 'flex', alignItems: 'center', gap: theme.space(3) }}>
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
                  {isUnblocked && (
                    <span css={{ display: 'block', fontSize: '0.875rem', color: theme.colors.muted }}>
                      {t('blockedMembers.notBlocked')}
                    </span>
                  )}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void toggle(entry)}
                  disabled={busy === profile.id}
                  aria-label={t(isUnblocked ? 'blockedMembers.blockAgainNamed' : 'blockedMembers.unblockNamed', { name: profile.name })}
                >
                  {t(isUnblocked ? 'blockedMembers.blockAgain' : 'blockedMembers.unblock')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <SavedStatus testId="blocked-members-status" message={status?.message ?? null} error={status?.error} />
    </SettingsSection>
  );
}
