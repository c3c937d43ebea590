import { useMemo, useRef, type FocusEvent } from 'react';
import { FieldError, fieldBoxCss, fieldLabelCss } from '@dating/shared/ui/field-frame';
import { theme } from '@dating/shared/ui/theme-tokens';

type Part = 'day' | 'month' | 'year';

export interface DateOfBirthFieldProps {
  /** The first select's id (where an error summary's link lands); the others get `-day`/`-month`/`-year` after it. */
  id: string;
  label: string;
  /** YYYY-MM-DD, '' when nothing is chosen; a partly chosen date keeps its empty parts ("1990--04"). */
  value: string;
  onChange: (value: string) => void;
  /** Focus left the three selects (immediate validation). */
  onBlur?: () => void;
  error?: string | null;
  /** The member's language: the order of the selects and the month names follow it. */
  locale: string;
  /** The youngest age the site accepts: the years offered end near it. */
  minAge: number;
  /** For tests: the date the years count back from. */
  today?: Date;
}

const OLDEST_AGE = 100;
const DEFAULT_ORDER: readonly Part[] = ['day', 'month', 'year'];

/** Day, month and year in the order the locale writes a date (en-US month first, de day first, sv year first…). */
export function datePartOrder(locale: string): Part[] {
  try {
    const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
      new Date(2000, 10, 22),
    );
    const order = parts.map((part) => part.type).filter((type): type is Part => type === 'day' || type === 'month' || type === 'year');
    return order.length === 3 ? order : [...DEFAULT_ORDER];
  } catch {
    return [...DEFAULT_ORDER];
  }
}

/** The field names in the member's language ("Day", "Tag", "Jour"), capitalised as a label. */
function partName(locale: string, part: Part): string {
  try {
    const name = new Intl.DisplayNames(locale, { type: 'dateTimeField' }).of(part) ?? part;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return part;
  }
}

/**
 * The browser's own variant of the member's language when it has one: an English member in London
 * (en-GB) writes the day first, one in New York (en-US) the month.
 */
function regionalLocale(language: string): string {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.find((tag) => tag.toLowerCase().startsWith(`${language.toLowerCase()}-`)) ?? language;
}

const split = (value: string): Record<Part, string> => {
  const [year = '', month = '', day = ''] = value.split('-');
  return { year, month, day };
};
const pad = (text: string) => (text === '' ? '' : text.padStart(2, '0'));

/**
 * The date of birth as three selects in the member's own date order, with month names in their
 * language: the browser's date input shows its own locale's format (a German member on an English
 * browser got mm/dd/yyyy) and is awkward for a date decades back. The value stays YYYY-MM-DD, so
 * the shared schema judges it as before; a half-chosen date is an invalid one, never a silent blank.
 */
export function DateOfBirthField({ id, label, value, onChange, onBlur, error, locale: language, minAge, today }: DateOfBirthFieldProps) {
  const locale = useMemo(() => regionalLocale(language), [language]);
  const order = useMemo(() => datePartOrder(locale), [locale]);
  const current = split(value);
  // One year younger than the age allows: someone just under it finds their own year and is told why
  // it is refused, instead of looking for a year that is not there.
  const newestYear = (today ?? new Date()).getFullYear() - minAge + 1;

  const options = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return {
      day: Array.from({ length: 31 }, (_, i) => ({ value: pad(String(i + 1)), label: String(i + 1) })),
      month: Array.from({ length: 12 }, (_, i) => ({ value: pad(String(i + 1)), label: monthName.format(Date.UTC(2000, i, 1)) })),
      year: Array.from({ length: OLDEST_AGE - minAge + 2 }, (_, i) => String(newestYear - i)).map((year) => ({ value: year, label: year })),
    };
  }, [locale, minAge, newestYear]);
  // A stored date outside the offered years (a profile saved under other rules) stays choosable.
  const years =
    current.year && !options.year.some((year) => year.value === current.year)
      ? [{ value: current.year, label: current.year }, ...options.year]
      : options.year;

  const set = (part: Part, next: string) => {
    const parts = { ...current, [part]: next };
    onChange(parts.year === '' && parts.month === '' && parts.day === '' ? '' : `${parts.year}-${parts.month}-${parts.day}`);
  };
  const selectId = (part: Part, index: number) => (index === 0 ? id : `${id}-${part}`);
  const describedBy = error ? `${id}-error` : undefined;
  const group = useRef<HTMLFieldSetElement>(null);
  // Judged when focus leaves the three selects together, not on moving from day to month.
  const leave = (event: FocusEvent<HTMLSelectElement>) => {
    if (!group.current?.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  return (
    <fieldset
      ref={group}
      css={{ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: theme.space(1) }}
    >
      <legend css={{ ...fieldLabelCss, padding: 0, marginBottom: theme.space(1) }}>{label}</legend>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: order.map((part) => (part === 'month' ? 'minmax(0, 1.6fr)' : 'minmax(0, 1fr)')).join(' '),
          gap: theme.space(2),
        }}
      >
        {order.map((part, index) => {
          const name = partName(locale, part);
          const list = part === 'year' ? years : options[part];
          return (
            <div key={part} css={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
              <label htmlFor={selectId(part, index)} css={{ fontSize: '0.8rem', color: theme.colors.muted }}>
                {name}
              </label>
              <select
                id={selectId(part, index)}
                data-part={part}
                autoComplete={`bday-${part}`}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                value={current[part]}
                onChange={(event) => set(part, event.target.value)}
                onBlur={leave}
                css={{ ...fieldBoxCss(Boolean(error)), width: '100%', minWidth: 0, paddingRight: theme.space(1) }}
              >
                <option value="">{'–'}</option>
                {list.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
