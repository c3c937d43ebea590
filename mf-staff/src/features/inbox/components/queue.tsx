import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@dating/shared/contracts/locales';
import type { InboxResponse } from '@dating/shared/contracts/staff-inbox';
import { Alert } from '@dating/shared/ui/alert';
import { fieldBoxCss, fieldLabelCss } from '@dating/shared/ui/field-frame';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import type { InboxFilters } from '../api/get-inbox';
import { useLanguageName } from '../../../hooks/use-language-name';
import { useInboxErrorText } from '../inbox-errors';
import { useNow } from '../use-now';
import { QueueItem } from './queue-item';

export interface QueueProps {
  data: InboxResponse | undefined;
  /** The queue could not be loaded (shown above the last list, if there is one). */
  error: unknown;
  filters: InboxFilters;
  onFilters: (filters: InboxFilters) => void;
  selected: number | null;
  opening: number | null;
  /** Why opening a conversation was refused. */
  refused: unknown;
  onDismissRefusal: () => void;
  onOpen: (conversation: number) => void;
}

/** Waiting times move on every half minute, as the queue's safety refetch does. */
const TICK_MS = 30_000;

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1), flex: '1 1 8rem', minWidth: 0 }}>
      <label htmlFor={id} css={{ ...fieldLabelCss, fontSize: '0.85rem' }}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        css={{ ...fieldBoxCss(false), fontSize: '0.95rem', padding: `${theme.space(1.5)} ${theme.space(2)}`, width: '100%' }}
      >
        {children}
      </select>
    </div>
  );
}

/** The queue: the count, the filters, why a claim was refused, and the waiting conversations, oldest first. */
export function Queue({ data, error, filters, onFilters, selected, opening, refused, onDismissRefusal, onOpen }: QueueProps) {
  const { t } = useTranslation('mf-staff');
  const languageName = useLanguageName();
  const errorText = useInboxErrorText();
  const now = useNow(TICK_MS);
  const headingId = useId();
  // A filter's value stays choosable after its last conversation left the queue, so the select can show it.
  const languages = [...new Set([...(data?.languages ?? []), ...(filters.language ? [filters.language] : [])])];
  const personas = data?.personas ?? [];
  const personaChoices =
    filters.persona !== undefined && !personas.some((persona) => persona.id === filters.persona)
      ? [...personas, { id: filters.persona, name: `#${filters.persona}` }]
      : personas;
  const filtered = filters.language !== undefined || filters.persona !== undefined;

  return (
    <section aria-labelledby={headingId} css={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <div css={{ padding: `${theme.space(3)} ${theme.space(3)} ${theme.space(2)}`, borderBottom: `1px solid ${theme.colors.border}` }}>
        <h2 id={headingId} css={{ margin: `0 0 ${theme.space(2)}`, fontSize: '1.1rem' }}>
          {t('inbox.queue.heading', { total: data?.total ?? 0 })}
        </h2>
        <fieldset
          aria-label={t('inbox.queue.filters')}
          css={{ display: 'flex', gap: theme.space(2), flexWrap: 'wrap', margin: 0, padding: 0, border: 0, minWidth: 0 }}
        >
          <FilterSelect
            label={t('inbox.queue.language')}
            value={filters.language ?? ''}
            onChange={(value) => onFilters({ ...filters, language: isLocale(value) ? value : undefined })}
          >
            <option value="">{t('inbox.queue.allLanguages')}</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {languageName(language)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t('inbox.queue.persona')}
            value={filters.persona === undefined ? '' : String(filters.persona)}
            onChange={(value) => onFilters({ ...filters, persona: value === '' ? undefined : Number(value) })}
          >
            <option value="">{t('inbox.queue.allPersonas')}</option>
            {personaChoices.map((persona) => (
              <option key={persona.id} value={persona.id}>
                {persona.name}
              </option>
            ))}
          </FilterSelect>
        </fieldset>
      </div>
      {(refused !== null || error !== null) && (
        <div css={{ padding: theme.space(2), display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
          {refused !== null && (
            <Alert level="warning" onDismiss={onDismissRefusal} dismissLabel={t('inbox.dismiss')}>
              {errorText(refused)}
            </Alert>
          )}
          {error !== null && <Alert level="danger">{errorText(error)}</Alert>}
        </div>
      )}
      {!data && error === null ? (
        <div css={{ padding: theme.space(6), textAlign: 'center' }}>
          <Spinner label={t('inbox.loading')} />
        </div>
      ) : data && data.items.length === 0 ? (
        <p css={{ margin: 0, padding: `${theme.space(8)} ${theme.space(4)}`, textAlign: 'center', color: theme.colors.muted }}>
          {filtered ? t('inbox.queue.emptyFiltered') : t('inbox.queue.empty')}
        </p>
      ) : (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, overflowY: 'auto', flex: 1, minHeight: 0 }}>
          {data?.items.map((item) => (
            <li key={item.conversation} css={{ borderBottom: `1px solid ${theme.colors.border}` }}>
              <QueueItem
                item={item}
                now={now}
                selected={item.conversation === selected}
                opening={item.conversation === opening}
                onOpen={onOpen}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
