import { screen } from '@testing-library/react';
import { mountParcel } from '@dating/shared/parcel/parcel-test-kit';
import { createStandInShell, routeInfoFor } from '@dating/shared/standalone/stand-in-context';
import * as accountDeletedParcel from './account-deleted.parcel';

afterEach(() => {
  document.body.innerHTML = '';
});

const render = (query: Record<string, string> = {}, locale: 'en' | 'de' = 'en') =>
  mountParcel(accountDeletedParcel, createStandInShell({ route: routeInfoFor('account-deleted', {}, query), user: null, locale }).context);

describe('account deleted screen', () => {
  it('says what happened and how to come back within 14 days', async () => {
    await render();
    expect(await screen.findByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    expect(screen.getByTestId('account-deleted')).toHaveTextContent('The link works for 14 days.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('explains a reactivation link that no longer works, in the member’s language', async () => {
    await render({ reactivation: 'failed' }, 'de');
    expect(await screen.findByRole('heading', { name: 'Dieser Link funktioniert nicht mehr' })).toBeInTheDocument();
    expect(screen.getByTestId('reactivation-failed')).toHaveTextContent('abgelaufen oder wurde bereits verwendet');
  });
});
