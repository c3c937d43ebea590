import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ErrorBoundary, ErrorPage, ErrorPageFailure, SafeErrorPage, errorPageFor } from './error-page';
import { testI18n } from '../test-support/render-shell';

function renderWithTexts(ui: ReactNode) {
  return render(
    <I18nextProvider i18n={testI18n()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

describe('error pages', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('404: "This page could not be found" with a link back home', () => {
    renderWithTexts(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('404 for a member: the members search first, the home page after it', () => {
    renderWithTexts(<ErrorPage status={404} member />);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Search members', '/members'],
      ['Back to the home page', '/'],
    ]);
  });

  it('defaults to status 500 and the message "Error", with a way to the home page', () => {
    renderWithTexts(<ErrorPage />);
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '500');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a given status and message', () => {
    renderWithTexts(<ErrorPage status={403} message="Forbidden" />);
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '403');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Forbidden');
  });

  it('takes the status from a thrown error', () => {
    function Throws(): never {
      throw Object.assign(new Error('gone'), { status: 410 });
    }
    renderWithTexts(
      <ErrorBoundary fallback={errorPageFor}>
        <Throws />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '410');
  });

  it('when the error page itself fails: the last-resort text with a link home', () => {
    // No router around it: the error page's <Link> throws, as a broken error page would.
    render(
      <I18nextProvider i18n={testI18n()}>
        <SafeErrorPage status={404} />
      </I18nextProvider>,
    );
    expect(screen.getByText('An error occurred while showing the error page')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
  });

  it('the last-resort page stands alone', () => {
    renderWithTexts(<ErrorPageFailure />);
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while showing the error page');
  });
});
