import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { StaffRole } from '@dating/shared/contracts/endpoint';
import { decideEndpoint, type DecideRequest } from '@dating/shared/contracts/staff-reports';
import {
  getMemberForStaffEndpoint,
  refundPaymentEndpoint,
  searchMembersForStaffEndpoint,
  type MemberPage,
} from '@dating/shared/contracts/staff-members';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { fill, mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as membersParcel from './members.parcel';

const server = setupScreenServer();

const PAGE: MemberPage = {
  user_id: 42,
  profile_id: 77,
  email: 'anna@example.test',
  name: 'Anna',
  language: 'de',
  country: 'DE',
  confirmed: true,
  premium: true,
  signup: { at: '2026-11-01T10:00:00.000Z', country: 'DE' },
  sanction: null,
  deletion_requested_at: null,
  deleted_at: null,
  direct_debit_blocked: null,
  balance: 20,
  logins: [{ at: '2026-12-01T09:00:00.000Z', country: 'AT' }],
  payments: [
    {
      id: 'pay_abc123def456',
      created_at: '2026-12-01T09:10:00.000Z',
      paid_at: '2026-12-01T09:11:00.000Z',
      status: 'completed',
      method: 'ideal',
      credits: 25,
      amount_cents: 999,
      refunded_cents: 0,
      refund_pending_cents: 0,
      currency: 'EUR',
    },
  ],
  ledger: [{ at: '2026-12-01T09:11:00.000Z', delta: 25, reason: 'purchase', payment_id: 'pay_abc123def456' }],
  photos: [],
  reports_received: [],
  reports_made: [],
  decisions: [],
};

function handlers() {
  const state = { refunds: [] as unknown[], decisions: [] as DecideRequest[] };
  server.use(
    endpointHandler(searchMembersForStaffEndpoint, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      return HttpResponse.json({
        members:
          q === 'anna@example.test'
            ? [
                {
                  user_id: 42,
                  profile_id: 77,
                  email: 'anna@example.test',
                  name: 'Anna',
                  confirmed: true,
                  signup_at: PAGE.signup.at,
                  sanction: null,
                  deletion_requested_at: null,
                  matched: 'email' as const,
                },
              ]
            : [],
      });
    }),
    // Once a refund was asked, the page shows it pending (the provider has not confirmed it yet).
    endpointHandler(getMemberForStaffEndpoint, () =>
      HttpResponse.json({
        member: state.refunds.length === 0 ? PAGE : { ...PAGE, payments: PAGE.payments.map((p) => ({ ...p, refund_pending_cents: 450 })) },
      }),
    ),
    endpointHandler(refundPaymentEndpoint, async ({ request }) => {
      const body = await request.json();
      state.refunds.push(body);
      // The first answer is lost on the way (the refund may have been made): the retry must carry the same key.
      if (state.refunds.length === 1) return HttpResponse.error();
      return HttpResponse.json({ refund_cents: body.amount_cents ?? 999, currency: 'EUR', state: 'requested' });
    }),
    endpointHandler(decideEndpoint, async ({ request }) => {
      state.decisions.push((await request.json()) as DecideRequest);
      return HttpResponse.json({ decision: 9 });
    }),
  );
  return state;
}

async function render(role: StaffRole, query: Record<string, string>) {
  const state = handlers();
  const mounted = await mountScreen(membersParcel, {
    route: 'staff-members',
    query,
    beforeMount: (shell) => shell.bus.set('staffSession', { status: 'signed_in', staff: { id: 3, email: `${role}@demo.test`, role } }),
  });
  return { state, ...mounted };
}

describe('the members pages', () => {
  it('finds a member by address and links to their page', async () => {
    const { user, navigate } = await render('support', { q: 'anna@example.test' });
    const table = await screen.findByRole('table', { name: '1 member matching “anna@example.test”' });
    expect(within(table).getByRole('cell', { name: 'anna@example.test' })).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Anna' }));
    expect(navigate).toHaveBeenCalledWith('/staff/members?member=42&q=anna%40example.test');

    const search = screen.getByRole('searchbox', { name: 'E-mail, name, profile id or payment id' });
    await user.clear(search);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(search).toHaveAccessibleDescription(expect.stringContaining('Enter what to search for'));
  });

  it('lets support refund part of a payment with a reason; a moderator sees no refund but the sanctions', async () => {
    const { user, state } = await render('support', { member: '42' });
    await user.click(await screen.findByRole('button', { name: 'Refund payment pay_abc123def456' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund payment pay_abc123def456' });
    await user.click(within(dialog).getByRole('radio', { name: 'Part of it' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Amount in EUR' }), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByRole('textbox', { name: 'Amount in EUR' })).toHaveAccessibleDescription(
      expect.stringContaining('at most €9.99'),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount in EUR' }));
    await fill(user, within(dialog).getByRole('textbox', { name: 'Amount in EUR' }), '4,50');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Charged twice');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('A refund of €4.50 was requested from the payment provider.')).toBeInTheDocument();
    const asked = {
      member: 42,
      payment: 'pay_abc123def456',
      amount_cents: 450,
      reason: 'Charged twice',
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    };
    expect(state.refunds).toEqual([asked, asked]);
    const [first, second] = state.refunds as { key: string }[];
    expect(second?.key).toBe(first?.key);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('€4.50 pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ban' })).not.toBeInTheDocument();
  });

  it('lets a moderator ban with a ground and the facts, through the decision that mails the statement of reasons', async () => {
    const { user, state } = await render('moderator', { member: '42' });
    await screen.findByRole('heading', { name: 'Anna' });
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban Anna' });
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(within(dialog).getByRole('combobox', { name: 'Ground' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose the ground'),
    );
    expect(state.decisions).toEqual([]);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Ground' }), 'fraud');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Facts' }), 'Asked several members for money.');
    await user.click(within(dialog).getByRole('button', { name: 'Ban' }));
    expect(await screen.findByText('The member is banned and has been logged out everywhere.')).toBeInTheDocument();
    expect(state.decisions).toEqual([{ member: 42, kind: 'ban', ground: 'fraud', facts: 'Asked several members for money.' }]);
  });
});
