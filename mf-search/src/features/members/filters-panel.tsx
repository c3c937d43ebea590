import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Region } from '@dating/shared/contracts/catalog';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN, type SearchFilters } from '@dating/shared/contracts/search';
import type { Settings } from '@dating/shared/contracts/settings';
import { Badge } from '@dating/shared/ui/badge';
import { theme } from '@dating/shared/ui/theme-tokens';
import { VisuallyHidden } from '@dating/shared/ui/visually-hidden';
import { useCountryNames } from '../../hooks/use-country-names';
import { usePhoneLayout } from '../../hooks/use-phone-layout';
import { SearchForm } from './search-form';

export interface FiltersPanelProps {
  filters: SearchFilters;
  settings: Settings;
  regions: Region[];
  onSearch: (filters: SearchFilters) => void;
  /** After a search on the phone: the filters fold away and the results are what the member sees next. */
  onSearched: () => void;
}

/** The active filters in words, as the chips show them: gender, country, region, the age band. */
function useFilterChips(filters: SearchFilters, settings: Settings, regions: Region[]): string[] {
  const { t, i18n } = useTranslation('mf-search');
  const countries = useCountryNames(settings.countries, i18n.language);
  const chips: string[] = [];
  if (filters.gender === 'female') chips.push(t('members.form.genderFemale'));
  if (filters.gender === 'male') chips.push(t('members.form.genderMale'));
  if (filters.country) chips.push(countries.find((country) => country.code === filters.country)?.name ?? filters.country);
  if (filters.countryregion !== undefined) {
    const region = regions.find((candidate) => candidate.id === filters.countryregion);
    if (region) chips.push(region.name);
  }
  if (filters.min_age !== undefined || filters.max_age !== undefined)
    chips.push(t('members.filters.ages', { min: filters.min_age ?? SEARCH_AGE_MIN, max: filters.max_age ?? SEARCH_AGE_MAX }));
  return chips;
}

/**
 * The search form. On a phone the results come first: the form folds behind a "Filters" button that
 * shows how many filters are on and which (chips), opens in place, and folds again after a search.
 * Wider screens have room for the form and the results together.
 */
export function FiltersPanel({ filters, settings, regions, onSearch, onSearched }: FiltersPanelProps) {
  const { t } = useTranslation('mf-search');
  const phone = usePhoneLayout();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const chips = useFilterChips(filters, settings, regions);
  // The results are scrolled to once the folded form is gone from the page, not where they were below it.
  const [searches, setSearches] = useState(0);
  const searched = useRef(onSearched);
  searched.current = onSearched;
  useEffect(() => {
    if (searches > 0) searched.current();
  }, [searches]);

  const form = (
    <SearchForm
      filters={filters}
      settings={settings}
      regions={regions}
      onSearch={(next) => {
        onSearch(next);
        if (!phone) return;
        setOpen(false);
        setSearches((count) => count + 1);
      }}
    />
  );
  if (!phone) return form;

  return (
    <div css={{ marginBottom: theme.space(2) }}>
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), minWidth: 0 }}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          data-testid="filters-toggle"
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: theme.space(2),
            flex: 'none',
            height: 40,
            padding: `0 ${theme.space(3)}`,
            borderRadius: 999,
            border: `1px solid ${theme.colors.primary}`,
            background: open ? theme.colors.primary : theme.colors.surface,
            color: open ? theme.colors.onPrimary : theme.colors.primary,
            font: 'inherit',
            fontWeight: 600,
            cursor: 'pointer',
            '&:focus-visible': { outline: `3px solid ${theme.colors.secondary}`, outlineOffset: 2 },
          }}
        >
          <FunnelIcon />
          {t('members.filters.toggle')}
          {chips.length > 0 && (
            <>
              <Badge tone={open ? 'neutral' : 'primary'} aria-hidden="true">
                {chips.length}
              </Badge>
              <VisuallyHidden>{t('members.filters.count', { count: chips.length })}</VisuallyHidden>
            </>
          )}
        </button>
        {chips.length > 0 && (
          <ul
            aria-label={t('members.filters.active')}
            data-testid="filter-chips"
            css={{
              display: 'flex',
              gap: theme.space(1),
              minWidth: 0,
              margin: 0,
              padding: 0,
              listStyle: 'none',
              // Clipped, not scrolled: a scrolling strip would need a keyboard stop of its own; the
              // button says how many there are, and a screen reader hears them all.
              overflow: 'hidden',
              maskImage: 'linear-gradient(to right, #000 85%, transparent)',
            }}
          >
            {chips.map((chip) => (
              <Chip key={chip}>{chip}</Chip>
            ))}
          </ul>
        )}
      </div>
      <div id={panelId} hidden={!open} css={{ marginTop: theme.space(3) }}>
        {form}
      </div>
    </div>
  );
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <li
      css={{
        flex: 'none',
        padding: `${theme.space(1)} ${theme.space(3)}`,
        borderRadius: 999,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
        fontSize: '0.875rem',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </li>
  );
}

const FunnelIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    width="18"
    height="18"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
  >
    <path d="M3 5h18l-7 8v6l-4-2v-4z" />
  </svg>
);
