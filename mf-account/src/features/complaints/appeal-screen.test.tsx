import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { fileAppealEndpoint, getAppealEndpoint, type AppealState } from '@dating/shared/contracts/appeals';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as complaintsParcel from './complaints.parcel';

const server = setupScreenServer();
const TOKEN = `12.${'a'.repeat(32)}`;

/** The api of the appeal page: the decision of the link, and the appeal filed once. */
function appealApi() {
  const state: AppealState = {
    decision: {
      kind: 'suspend',
      ground: 'spam',
      facts: 'Advertising in every message.',
      decided_at: '2026-11-30T10:00:00.000Z',
      suspended_until: '2026-12-07T10:00:00.000Z',
    },
    appeal: null,
    can_appeal: true,
  };
  const filed: string[] = [];
  server.use(
    endpointHandler(getAppealEndpoint, ({ request }) =>
      new URL(request.url).searchParams.get('token') === TOKEN
        ? HttpResponse.json(state)
        : HttpResponse.json({ error: { code: 'not_found', message: 'No such decision.' } }, { status: 404 }),
    ),
    endpointHandler(fileAppealEndpoint, async ({ request }) => {
      const body = fileAppealEndpoint.body.parse(await request.json());
      filed.push(body.text);
      return HttpResponse.json({ ...state, appeal: { status: 'open', created_at: new Date().toISOString() }, can_appeal: false });
    }),
  );
  return { filed };
}

describe('the appeal page (complaints with ?appeal=)', () => {
  it('shows the decision, asks for the appeal, sends it once and says what happens next', async () => {
    const api = appealApi();
    const { user } = await mountScreen(complaintsParcel, { route: 'complaints', query: { appeal: TOKEN }, user: null });
    expect(await screen.findByRole('heading', { name: 'Appeal a decision' })).toBeInTheDocument();
    expect(await screen.findByText(/Your account was suspended/)).toBeInTheDocument();
    expect(screen.getByText('Spam or advertising')).toBeInTheDocument();
    expect(screen.getByText('Advertising in every message.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(screen.getByRole('textbox', { name: 'Your appeal' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Your appeal' })).toHaveAccessibleDescription(/Write your appeal\./);
    expect(api.filed).toEqual([]);

    await fill(user, screen.getByRole('textbox', { name: 'Your appeal' }), 'It was one message, by mistake.');
    await user.click(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByTestId('appeal-sent')).toHaveFocus();
    expect(api.filed).toEqual(['It was one message, by mistake.']);
    expect(screen.queryByRole('button', { name: 'Send appeal' })).not.toBeInTheDocument();
  });

  it('says a link that is not ours is not valid', async () => {
    appealApi();
    await mountScreen(complaintsParcel, { route: 'complaints', query: { appeal: `13.${'b'.repeat(32)}` }, user: null });
    expect(await screen.findByText('This appeal link is not valid. Please use the link from our e-mail.')).toBeInTheDocument();
  });
});
