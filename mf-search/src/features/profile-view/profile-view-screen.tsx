import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_NOTES, type MemberProfile, type ProfileNote } from '@dating/shared/contracts/member-profile';
import {
  BODY_TYPES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  TATTOO_OPTIONS,
} from '@dating/shared/contracts/profile';
import type { Settings, SiteTextKey } from '@dating/shared/contracts/settings';
import { useSiteText } from '@dating/shared/i18n/use-site-text';
import type { User } from '@dating/shared/contracts/user';
import {
  useFictionalWords,
  useGenderLabel,
  useInterestName,
  useProfileDetailLabel,
  useProfileFieldName,
  useSexualityLabel,
} from '@dating/shared/i18n/common-labels';
import { useRoute, useShellContext, useShellReady } from '@dating/shared/parcel/shell-context-hooks';
import { Alert } from '@dating/shared/ui/alert';
import { Button } from '@dating/shared/ui/button';
import { InterestIcon } from '@dating/shared/ui/interest-icon';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useInterests } from '../../api/list-interests';
import { BlockedNotice, ProfileActions } from '../profile-actions';
import { SimilarProfiles } from '../similar';
import { PhotoGallery } from './photo-gallery';
import { useMemberProfile } from './api/get-member-profile';
import { pathTo, withQuery } from '@dating/shared/routes/path-to';
import { FictionalIcon } from '@dating/shared/ui/fictional-icon';

/** The route's `id` as a profile id, or null when it is not one (the route table validates it too). */
function profileIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * A member's profile (routes `members-id` and `likes-m-id`, one screen): waits for settings and the
 * session, then loads the profile of the route's id (and the next one when the route changes).
 */
export function ProfileViewScreen() {
  const { t } = useTranslation('mf-search');
  const ready = useShellReady();
  return (
    <section>
      {ready ? (
        <ProfileView settings={ready.settings} user={ready.user} />
      ) : (
        <>
          <PageHeading>{t('profileView.title')}</PageHeading>
          <Spinner label={t('profileView.loading')} />
        </>
      )}
    </section>
  );
}

/** Until the profile is there the page's heading is the generic one; then it is the member's name and age. */
function Untitled({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mf-search');
  return (
    <>
      <PageHeading>{t('profileView.title')}</PageHeading>
      {children}
    </>
  );
}

function ProfileView({ settings, user }: { settings: Settings; user: User | null }) {
  const { t } = useTranslation('mf-search');
  const { bus, navigate, showError } = useShellContext();
  const route = useRoute();
  const id = profileIdOf(route.params.id);
  const { network, ref } = route.query;
  const trafficSource = useMemo(() => ({ ...(network ? { network } : {}), ...(ref ? { ref } : {}) }), [network, ref]);
  const { state, retry } = useMemberProfile(id, trafficSource);
  const interests = useInterests();
  // The profile the member just blocked: its page shows the undo notice instead.
  const [blockedId, setBlockedId] = useState<number | null>(null);
  const similarQuery = useMemo(() => (id === null ? null : { id, ...trafficSource }), [id, trafficSource]);

  // Opening a profile is news for others (the likes remote clears the new-like flag with it): once
  // per profile shown.
  const openedId = state.status === 'ready' ? state.profile.id : null;
  useEffect(() => {
    if (openedId !== null) bus.emit('profileOpened', { profileId: openedId });
  }, [bus, openedId]);

  const unavailable = state.status === 'unavailable';
  useEffect(() => {
    if (unavailable) showError(404);
  }, [unavailable, showError]);

  if (state.status === 'loading')
    return (
      <Untitled>
        <Spinner label={t('profileView.loading')} />
      </Untitled>
    );
  // An unknown or unavailable profile is the shell's 404 page (asked for in the effect above).
  if (state.status === 'unavailable') return <Untitled>{null}</Untitled>;
  if (state.status === 'login') {
    const here = `${route.pathname}${Object.keys(route.query).length ? `?${new URLSearchParams(route.query).toString()}` : ''}`;
    return (
      <Untitled>
        <Alert
          level="info"
          actions={
            <>
              <Button size="sm" onClick={() => navigate(withQuery(pathTo('login'), { redirect: here }))}>
                {t('profileView.login')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => navigate(pathTo('signup'))}>
                {t('profileView.signup')}
              </Button>
            </>
          }
        >
          {t('profileView.loginRequired')}
        </Alert>
      </Untitled>
    );
  }
  if (state.status === 'failed') {
    return (
      <Untitled>
        <Alert
          level="danger"
          actions={
            <Button variant="secondary" size="sm" onClick={retry}>
              {t('profileView.retry')}
            </Button>
          }
        >
          {t('profileView.error')}
        </Alert>
      </Untitled>
    );
  }
  if (blockedId === state.profile.id) {
    return (
      <Untitled>
        <BlockedNotice
          profileId={state.profile.id}
          name={state.profile.name}
          onUndone={() => {
            setBlockedId(null);
            retry();
          }}
        />
      </Untitled>
    );
  }
  return (
    <>
      <ProfileDetails
        profile={state.profile}
        settings={settings}
        user={user}
        interests={interests}
        onBlocked={() => setBlockedId(state.profile.id)}
      />
      <SimilarProfiles query={similarQuery} settings={settings} user={user} title={t('similar.title')} />
    </>
  );
}

/**
 * The fields the details list shows, each with the values this build can name. The api may send a
 * value added after this remote was built: that row is left out rather than shown as a raw key.
 */
const LISTED_VALUES = {
  gender: GENDERS,
  sexuality: SEXUALITIES,
  relationship_status: RELATIONSHIP_STATUSES,
  body_type: BODY_TYPES,
  hair_color: HAIR_COLORS,
  eye_color: EYE_COLORS,
  tattoos: TATTOO_OPTIONS,
} as const;
type ListedField = keyof typeof LISTED_VALUES;
type Listed = { [F in ListedField]: { field: F; value: (typeof LISTED_VALUES)[F][number] } }[ListedField];

const isListedField = (field: string): field is ListedField => Object.hasOwn(LISTED_VALUES, field);
const isKnown = <T extends string>(values: readonly T[], value: string | null | undefined): value is T =>
  (values as readonly string[]).includes(value ?? '');

/** A listed field as the api sent it, or null when it sent none (hidden by the site, left empty, or unknown here). */
function listedValue(profile: MemberProfile, field: ListedField): Listed | null {
  const value = field === 'gender' || field === 'sexuality' ? profile[field] : profile.details[field];
  return isKnown<string>(LISTED_VALUES[field], value) ? ({ field, value } as Listed) : null;
}

/** How each note this build knows reads: the site's text of that name, in the reader's language. */
const NOTE_TEXTS: Record<ProfileNote, { testId: string; text: SiteTextKey }> = {
  fictional: { testId: 'fictional-warning', text: 'fictional_warning' },
};

function ProfileDetails({
  profile,
  settings,
  user,
  interests,
  onBlocked,
}: {
  profile: MemberProfile;
  settings: Settings;
  user: User | null;
  interests: ReturnType<typeof useInterests>;
  onBlocked: () => void;
}) {
  const { t, i18n } = useTranslation('mf-search');
  const interestName = useInterestName();
  const genderLabel = useGenderLabel();
  const sexualityLabel = useSexualityLabel();
  const fieldName = useProfileFieldName();
  const detailLabel = useProfileDetailLabel();
  const fictionalWord = useFictionalWords(settings).singular;
  const siteText = useSiteText(settings);
  const { bus, navigate } = useShellContext();
  const visitor = user === null;
  const own = user?.profile.id === profile.id;

  const country = useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }).of(profile.country) ?? profile.country;
    } catch {
      return profile.country;
    }
  }, [i18n.language, profile.country]);
  // Only what the api sent: a site may leave out the city, the region or both.
  const place = [profile.city, profile.region && profile.region !== profile.city ? profile.region : null, country]
    .filter(Boolean)
    .join(', ');

  // The site's order of `visible_profile_fields`, for the fields the api sent and the member filled in.
  const listed = settings.visible_profile_fields.flatMap((field) => {
    const entry = isListedField(field) ? listedValue(profile, field) : null;
    return entry ? [entry] : [];
  });
  // Words that agree with the member's gender where a language inflects them (Polish, French: sexuality, relationship status).
  const gender = isKnown(GENDERS, profile.gender) ? profile.gender : null;
  const valueText = (entry: Listed) => {
    if (entry.field === 'gender') return genderLabel(entry.value);
    if (entry.field === 'sexuality') return sexualityLabel(entry.value, gender);
    return detailLabel(entry.field, entry.value, gender);
  };
  // Notes added to the api after this remote was built are left out: it has no text for them.
  const notes = profile.notes.filter((note): note is ProfileNote => isKnown(PROFILE_NOTES, note));
  const aboutMe = profile.about_me?.trim() ? profile.about_me : null;
  const interestIds = profile.interests ?? [];

  const unlock = () => (visitor ? bus.emit('signupRequested', { reason: 'photos' }) : navigate(pathTo('premium')));

  return (
    <article
      data-testid="profile-view"
      css={{
        // The phone reads down one column: who, the photos, the actions (they then stay at the foot of
        // the screen, which needs the article as their container), the rest. Wider, the photos go left.
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(4),
        [theme.mq.md]: {
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
          gridTemplateRows: 'auto auto 1fr',
          gridTemplateAreas: '"gallery header" "gallery actions" "gallery info"',
          columnGap: theme.space(5),
          alignItems: 'start',
          marginTop: theme.space(4),
        },
      }}
    >
      <header css={{ gridArea: 'header', marginTop: theme.space(4), [theme.mq.md]: { marginTop: 0 } }}>
        <PageHeading css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), margin: 0, overflowWrap: 'anywhere' }}>
          {profile.online && (
            <>
              <span
                aria-hidden="true"
                data-testid="online-dot"
                css={{ width: 11, height: 11, borderRadius: '50%', background: theme.colors.success, flex: 'none' }}
              />
              <VisuallyHidden>{t('profileView.online')}</VisuallyHidden>
            </>
          )}
          <span>{profile.age === undefined ? profile.name : t('profileView.nameAge', { name: profile.name, age: profile.age })}</span>
          {profile.fictional && (
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the marker is a text glyph from settings, not an image file an <img> could show
            <span role="img" aria-label={fictionalWord} title={fictionalWord} css={{ color: theme.colors.muted }}>
              <FictionalIcon icon={settings.fictional_icon} />
            </span>
          )}
        </PageHeading>
        <p css={{ margin: `${theme.space(1)} 0 0`, color: theme.colors.muted }}>{place}</p>
      </header>
      <div
        css={{
          gridArea: 'gallery',
          maxWidth: 480,
          width: '100%',
          justifySelf: 'center',
          alignSelf: 'center',
          [theme.mq.md]: { alignSelf: 'start' },
        }}
      >
        <PhotoGallery photos={profile.photos} cdnPrefix={settings.cdn_prefix} name={profile.name} visitor={visitor} onUnlock={unlock} />
      </div>
      {!own && (
        <div css={{ gridArea: 'actions', display: 'contents', [theme.mq.md]: { display: 'block' } }}>
          <ProfileActions profile={profile} visitor={visitor} onBlocked={onBlocked} />
        </div>
      )}
      <div css={{ gridArea: 'info', display: 'flex', flexDirection: 'column', gap: theme.space(4), minWidth: 0 }}>
        {/* The notes the site makes visible (visible_profile_notes), as the api chose them. */}
        {notes.map((note) => (
          <Alert key={note} level="warning">
            <span data-testid={NOTE_TEXTS[note].testId}>{siteText(NOTE_TEXTS[note].text)}</span>
          </Alert>
        ))}

        {aboutMe && (
          <section>
            <h2 css={{ margin: `0 0 ${theme.space(2)}`, fontSize: '1.125rem' }}>{t('profileView.aboutMe')}</h2>
            <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{aboutMe}</p>
          </section>
        )}

        {interestIds.length > 0 && (
          <section>
            <h2 css={{ margin: `0 0 ${theme.space(2)}`, fontSize: '1.125rem' }}>{t('profileView.interests')}</h2>
            <ul
              data-testid="profile-interests"
              css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), padding: 0, margin: 0, listStyle: 'none' }}
            >
              {interestIds.map((interestId) => {
                const interest = interests.get(interestId);
                if (!interest) return null;
                return (
                  <li
                    key={interestId}
                    css={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: theme.space(1),
                      padding: `${theme.space(1)} ${theme.space(3)}`,
                      borderRadius: 999,
                      background: theme.colors.background,
                      border: `1px solid ${theme.colors.border}`,
                    }}
                  >
                    <InterestIcon name={interest.icon} />
                    {interestName(interest)}
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        {listed.length > 0 && (
          <section>
            <h2 css={{ margin: `0 0 ${theme.space(2)}`, fontSize: '1.125rem' }}>{t('profileView.details')}</h2>
            <dl
              data-testid="profile-details"
              css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${theme.space(1)} ${theme.space(4)}`, margin: 0 }}
            >
              {listed.map((entry) => (
                <div key={entry.field} css={{ display: 'contents' }}>
                  <dt css={{ color: theme.colors.muted }}>{fieldName(entry.field)}</dt>
                  <dd css={{ margin: 0 }}>{valueText(entry)}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
    </article>
  );
}
