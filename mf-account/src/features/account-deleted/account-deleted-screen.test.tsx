import { screen } from '@testing-library/react';
import type { HappeningPayload } from '@dating/shared/bus/events';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
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

  it('has the shell re-read the session the deletion ended', async () => {
    const shell = createStandInShell({ route: routeInfoFor('account-deleted'), user: structuredClone(freeUserFixture) });
    const requests: HappeningPayload<'refreshRequested'>[] = [];
    shell.bus.on$('refreshRequested').subscribe((request) => requests.push(request));
    await mountParcel(accountDeletedParcel, shell.context);
    await screen.findByRole('heading', { name: 'Your account has been deleted' });
    expect(requests).toEqual([{ what: ['user'] }]);
  });

  it('explains a reactivation link that no longer works, in the member’s language', async () => {
    await render({ reactivation: 'failed' }, 'de');
    expect(await screen.findByRole('heading', { name: 'Dieser Link funktioniert nicht mehr' })).toBeInTheDocument();
    expect(screen.getByTestId('reactivation-failed')).toHaveTextContent('abgelaufen oder wurde bereits verwendet');
  });
});
