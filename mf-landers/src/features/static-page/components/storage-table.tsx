import type { Locale } from '@dating/shared/contracts/locales';
import { STORAGE_NAMES, STORAGE_REGISTRY, type StorageEntry } from '@dating/shared/storage/storage-registry';
import { theme } from '@dating/shared/ui/theme-tokens';
import type { PageLabels } from '../page-content';

function lifetimeText(lifetime: StorageEntry['lifetime'], locale: Locale, labels: PageLabels['storage']): string {
  if (lifetime === 'tab') return labels.tab;
  if (lifetime === 'kept') return labels.kept;
  const [unit, amount] =
    'days' in lifetime
      ? (['day', lifetime.days] as const)
      : 'hours' in lifetime
        ? (['hour', lifetime.hours] as const)
        : (['minute', lifetime.minutes] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount);
}

const cellCss = {
  padding: `${theme.space(2)} ${theme.space(3)}`,
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: `1px solid ${theme.colors.border}`,
} as const;

/**
 * Every cookie and storage key of the registry the code takes its names from, with its purpose and
 * lifetime. On a phone each row stacks into a card (the table keeps its semantics for screen readers).
 */
export function StorageTable({
  purposes,
  labels,
  locale,
}: {
  purposes: Record<string, string>;
  labels: PageLabels['storage'];
  locale: Locale;
}) {
  return (
    <div css={{ margin: `${theme.space(3)} 0`, overflowX: 'auto' }}>
      <table
        css={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.95rem',
          '& th, & td': cellCss,
          '& thead th': { background: theme.colors.background },
          // Whole names on a wide screen; on a phone a long name may break anywhere.
          '& code': { whiteSpace: 'nowrap' },
          '@media (max-width: 639px)': {
            '& thead': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
            '& tr': { display: 'block', borderBottom: `1px solid ${theme.colors.border}`, padding: `${theme.space(2)} 0` },
            '& th, & td': { display: 'block', border: 0, padding: `${theme.space(1)} 0` },
            '& td::before': { content: 'attr(data-label) ": "', fontWeight: 600 },
            '& code': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
          },
        }}
      >
        <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: theme.space(2) }}>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.name}</th>
            <th scope="col">{labels.kind}</th>
            <th scope="col">{labels.purpose}</th>
            <th scope="col">{labels.lifetime}</th>
          </tr>
        </thead>
        <tbody>
          {STORAGE_REGISTRY.map((entry) => {
            const name = STORAGE_NAMES[entry.id];
            return (
              <tr key={entry.id} data-storage-key={name}>
                <th scope="row">
                  <code>{entry.match === 'prefix' ? `${name}…` : name}</code>
                  {entry.match === 'prefix' && (
                    <div css={{ fontWeight: 400, fontSize: '0.85rem', color: theme.colors.muted }}>{labels.prefix}</div>
                  )}
                </th>
                <td data-label={labels.kind}>
                  {labels.kinds[entry.kind]} · {labels.categories[entry.category]}
                </td>
                <td data-label={labels.purpose}>{purposes[entry.id]}</td>
                <td data-label={labels.lifetime}>{lifetimeText(entry.lifetime, locale, labels)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
