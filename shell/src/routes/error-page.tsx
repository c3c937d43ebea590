import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@dating/shared/ui/page-heading';
import { theme } from '@dating/shared/ui/theme-tokens';
import { SHELL_NAMESPACE } from '../locale/locale-loaders';
import { pathTo } from '@dating/shared/routes/path-to';

export interface ErrorPageProps {
  /** HTTP-like status; defaults to 500. */
  status?: number;
  /** Already translated message; defaults to 'Error'. 404 has its own text. */
  message?: string;
  /** A logged-in member: the next step is the members search rather than the home page alone. */
  member?: boolean;
}

const nextStepLink = {
  display: 'inline-block',
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  borderRadius: theme.radius,
  padding: `${theme.space(2)} ${theme.space(5)}`,
  fontWeight: 600,
  textDecoration: 'none',
} as const;

/**
 * The error page. 404 says the page could not be found and offers a way home; a member is offered the
 * members search first. Other errors offer the home page: a dead end is no page to leave a visitor on.
 */
export function ErrorPage({ status = 500, message, member = false }: ErrorPageProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const text = status === 404 ? t('errors.notFound') : (message ?? t('errors.generic'));
  return (
    <section
      data-testid="error-page"
      data-status={status}
      css={{ maxWidth: 720, margin: '0 auto', padding: `${theme.space(10)} ${theme.space(4)}`, textAlign: 'center' }}
    >
      <p css={{ fontSize: '3rem', fontWeight: 800, color: theme.colors.primary, margin: 0 }} aria-hidden="true">
        {status}
      </p>
      <PageHeading>{text}</PageHeading>
      <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space(3), marginTop: theme.space(6) }}>
        {member && (
          <Link to={pathTo('members')} css={nextStepLink}>
            {t('errors.searchMembers')}
          </Link>
        )}
        <Link to={pathTo('index')} css={member ? undefined : nextStepLink}>
          {status === 404 ? t('errors.backHome') : t('errors.goHome')}
        </Link>
      </div>
    </section>
  );
}

/** What shows when the error page itself fails. Plain markup and a plain link: nothing left to break. */
export function ErrorPageFailure() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <section role="alert" css={{ padding: theme.space(8), textAlign: 'center' }}>
      <p>{t('errors.errorPageFailed')}</p>
      <a href={pathTo('index')}>{t('errors.goHome')}</a>
    </section>
  );
}

interface BoundaryProps {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  /** Remount the children when this changes (e.g. the pathname), so a new page gets a fresh start. */
  resetKey?: string;
}

interface BoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

export class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] render error', error);
  }

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error);
    return this.props.children;
  }
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error && typeof (error as { status: unknown }).status === 'number') {
    return (error as { status: number }).status;
  }
  return undefined;
}

/** The error page, guarded: if it cannot render, the last-resort text shows instead. */
export function SafeErrorPage(props: ErrorPageProps) {
  return (
    <ErrorBoundary fallback={() => <ErrorPageFailure />}>
      <ErrorPage {...props} />
    </ErrorBoundary>
  );
}

/** Fallback for a page that threw while rendering: the generic error page with the error's status. */
export function errorPageFor(error: unknown, member = false): ReactNode {
  return <SafeErrorPage status={statusOf(error) ?? 500} member={member} />;
}
