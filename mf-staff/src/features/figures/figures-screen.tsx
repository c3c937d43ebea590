import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildUrl } from '@dating/shared/api-client/api-client';
import { getInboxFiguresEndpoint } from '@dating/shared/contracts/staff-inbox';
import { useApiErrorText } from '@dating/shared/i18n/api-error-text';
import { Alert } from '@dating/shared/ui/alert';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { Spinner } from '@dating/shared/ui/spinner';
import { theme } from '@dating/shared/ui/theme-tokens';
import { DataTable } from '../../components/data-table';
import { SelectField } from '../../components/select-field';
import { useNotFoundPage } from '../../hooks/use-admin-page';
import { useInboxFigures } from './api/get-inbox-figures';
import { useLanguageName } from '../../hooks/use-language-name';
import { useWaitText } from './figures-format';

const PERIODS = [1, 7, 30] as const;
type Period = (typeof PERIODS)[number];

const factsCss = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: theme.space(3),
  margin: 0,
  '& > div': {
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius,
    padding: theme.space(4),
  },
  '& dt': { color: theme.colors.muted },
  '& dd': { margin: 0, fontSize: '1.6rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
} as const;

/** The admins' inbox figures (`/staff/figures`): how fast the persona's members are answered, per operator and language. */
export function FiguresScreen() {
  const { t } = useTranslation('mf-staff');
  const id = useId();
  const errorText = useApiErrorText();
  const wait = useWaitText();
  const languageName = useLanguageName();
  const [days, setDays] = useState<Period>(7);
  const figures = useInboxFigures(days);
  const notFound = useNotFoundPage(figures.error);
  const data = figures.data;

  return (
    <section css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}>
      <div>
        <PageHeading css={{ marginBottom: theme.space(1) }}>{t('figures.title')}</PageHeading>
        <p css={{ margin: 0, color: theme.colors.muted }}>{t('figures.intro')}</p>
      </div>
      {notFound ? null : (
        <>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(4), alignItems: 'end' }}>
            <SelectField
              id={`${id}-period`}
              label={t('figures.period')}
              value={days}
              onChange={(event) => setDays(Number(event.target.value) as Period)}
            >
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`figures.period${period}`)}
                </option>
              ))}
            </SelectField>
            <a
              href={buildUrl('', getInboxFiguresEndpoint.path, { days })}
              css={{ color: theme.colors.primary, paddingBottom: theme.space(2) }}
            >
              {t('figures.json')}
            </a>
          </div>
          {figures.error ? <Alert level="danger">{errorText(figures.error)}</Alert> : null}
          {!data && !figures.error ? <Spinner label={t('figures.loading')} /> : null}
          {data ? (
            <div aria-busy={figures.isFetching} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}>
              <section aria-labelledby={`${id}-queue`}>
                <h2 id={`${id}-queue`} css={{ fontSize: '1.15rem', margin: `0 0 ${theme.space(3)}` }}>
                  {t('figures.queueTitle')}
                </h2>
                <dl css={factsCss}>
                  <div>
                    <dt>{t('figures.queueLength')}</dt>
                    <dd>{data.queue.length}</dd>
                  </div>
                  <div>
                    <dt>{t('figures.oldestWaiting')}</dt>
                    <dd>{wait(data.queue.oldest_waiting_seconds)}</dd>
                  </div>
                </dl>
              </section>
              {data.operators.length ? (
                <DataTable
                  caption={t('figures.operatorsTitle')}
                  head={
                    <tr>
                      <th scope="col">{t('figures.operator')}</th>
                      <th scope="col" className="number">
                        {t('figures.answered')}
                      </th>
                      <th scope="col" className="number">
                        {t('figures.median')}
                      </th>
                      <th scope="col" className="number">
                        {t('figures.p90')}
                      </th>
                    </tr>
                  }
                >
                  {data.operators.map((row) => (
                    <tr key={row.staff_id}>
                      <th scope="row" css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {row.email}
                      </th>
                      <td className="number">{row.answered}</td>
                      <td className="number">{wait(row.median_seconds)}</td>
                      <td className="number">{wait(row.p90_seconds)}</td>
                    </tr>
                  ))}
                </DataTable>
              ) : (
                <p>{t('figures.noAnswers')}</p>
              )}
              {data.languages.length ? (
                <DataTable
                  caption={t('figures.languagesTitle')}
                  head={
                    <tr>
                      <th scope="col">{t('figures.language')}</th>
                      <th scope="col" className="number">
                        {t('figures.queue')}
                      </th>
                      <th scope="col" className="number">
                        {t('figures.oldestWaiting')}
                      </th>
                      <th scope="col" className="number">
                        {t('figures.answered')}
                      </th>
                      <th scope="col" className="number">
                        {t('figures.median')}
                      </th>
                      <th scope="col" className="number">
                        {t('figures.p90')}
                      </th>
                    </tr>
                  }
                >
                  {data.languages.map((row) => (
                    <tr key={row.language}>
                      <th scope="row" css={{ fontWeight: 600 }}>
                        {languageName(row.language)}
                      </th>
                      <td className="number">{row.queue_length}</td>
                      <td className="number">{wait(row.oldest_waiting_seconds)}</td>
                      <td className="number">{row.answered}</td>
                      <td className="number">{wait(row.median_seconds)}</td>
                      <td className="number">{wait(row.p90_seconds)}</td>
                    </tr>
                  ))}
                </DataTable>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
