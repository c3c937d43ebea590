import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SimilarQuery } from '@dating/shared/contracts/search';
import type { Settings } from '@dating/shared/contracts/settings';
import type { User } from '@dating/shared/contracts/user';
import { useShellContext } from '@dating/shared/parcel/shell-context-hooks';
import { theme } from '@dating/shared/ui/theme-tokens';
import { MemberCard } from '../../components/member-card';
import { MemberGrid } from '../../components/member-grid';
import { CardActions } from '../profile-actions';
import { useSimilarProfiles } from './api/similar-profiles';

export interface SimilarProfilesProps {
  /** What to be similar to (GET /api/similar.php); null: nothing yet. */
  query: SimilarQuery | null;
  settings: Settings;
  user: User | null;
  title: string;
  /** Profiles already on the page (search results) are not shown twice. */
  exclude?: ReadonlySet<number>;
}

/**
 * A separate set of similar profiles: on the profile view, and under a search that found little.
 * Supplementary: while loading, on failure or when there are none, nothing is shown.
 */
export function SimilarProfiles({ query, settings, user, title, exclude }: SimilarProfilesProps) {
  const { t } = useTranslation('mf-search');
  const { navigate } = useShellContext();
  const profiles = useSimilarProfiles(query);
  const headingId = useId();

  const shown = exclude ? profiles.filter((profile) => !exclude.has(profile.id)) : profiles;
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="similar-profiles" css={{ marginTop: theme.space(6) }}>
      <h2 id={headingId} css={{ fontSize: '1.25rem', margin: `0 0 ${theme.space(3)}` }}>
        {title}
      </h2>
      <MemberGrid label={t('similar.list')}>
        {shown.map((profile) => (
          <MemberCard key={profile.id} profile={profile} settings={settings} onOpen={navigate}>
            <CardActions profile={profile} visitor={user === null} onOpen={navigate} />
          </MemberCard>
        ))}
      </MemberGrid>
    </section>
  );
}
