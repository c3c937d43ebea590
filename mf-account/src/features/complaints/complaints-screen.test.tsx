import { screen } from '@testing-library/react';
import { COMPLAINTS_DAILY_LIMIT } from '@dating/shared/contracts/complaints';
import type { User } from '@dating/shared/contracts/user';
import { createComplaintsHandlers } from '@dating/shared/msw/complaints';
import { freeUserFixture } from '@dating/shared/msw/fixtures';
import { mountScreen, setupScreenServer } from '@dating/shared/test-support/screen-test-kit';
import * as complaintsParcel from './complaints.parcel';

const server = setupScreenServer();

async function renderComplaints(user: User | null = null) {
  const mock = createComplaintsHandlers(() => user);
  server.use(...mock.handlers);
  const mounted = await mountScreen(complaintsParcel, { route: 'complaints', user });
  return { mock, user: mounted.user };
}

const submit = () => screen.getByRole('button', { name: 'Send complaint' });

describe('complaints screen', () => {
  it('checks the fields first, with the summary focused, and sends nothing', async () => {
    const { user, mock } = await renderComplaints();
    await user.click(await screen.findByRole('button', { name: 'Send complaint' }));
    const summary = await screen.findByTestId('complaint-error-summary');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Enter your e-mail address');
    expect(summary).toHaveTextContent('Enter a subject');
    expect(summary).toHaveTextContent('Enter your message');
    await user.type(screen.getByLabelText('Your message'), 'too short');
    await user.click(submit());
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(/Your message must be at least 10 characters/);
    expect(mock.state.filed).toEqual([]);
  });

  it('files a visitor’s complaint and confirms it with its number', async () => {
    const { user, mock } = await renderComplaints();
    await user.type(await screen.findByLabelText('Your e-mail address'), 'visitor@example.test');
    await user.type(screen.getByLabelText('Subject'), 'Billing');
    await user.type(screen.getByLabelText('Your message'), 'I was charged twice for one bundle.');
    await user.type(screen.getByLabelText('Reference (optional)'), 'T-99');
    await user.click(submit());
    const sent = await screen.findByTestId('complaint-sent');
    expect(sent).toHaveFocus();
    expect(sent).toHaveTextContent(
      'Thank you. We have received your complaint (number 41) and sent a confirmation to visitor@example.test.',
    );
    expect(mock.state.filed).toEqual([
      {
        subject: 'Billing',
        message: 'I was charged twice for one bundle.',
        reference: 'T-99',
        email: 'visitor@example.test',
        language: 'en',
      },
    ]);
  });

  it('answers a member at the account address, without an e-mail field', async () => {
    const { user, mock } = await renderComplaints(freeUserFixture);
    expect(await screen.findByTestId('complaint-reply-to')).toHaveTextContent(`We will reply to ${freeUserFixture.email}.`);
    expect(screen.queryByLabelText('Your e-mail address')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Rude profile');
    await user.type(screen.getByLabelText('Your message'), 'Someone keeps sending me rude messages.');
    await user.click(submit());
    expect(await screen.findByTestId('complaint-sent')).toHaveTextContent(freeUserFixture.email);
    expect(mock.state.filed[0]).not.toHaveProperty('email');
  });

  it('shows the daily limit and keeps what was typed', async () => {
    const { user, mock } = await renderComplaints(freeUserFixture);
    mock.state.filed.push(...Array.from({ length: COMPLAINTS_DAILY_LIMIT }, () => ({ subject: 's', message: 'earlier message' })));
    await user.type(await screen.findByLabelText('Subject'), 'Again');
    await user.type(screen.getByLabelText('Your message'), 'Another long enough message.');
    await user.click(submit());
    expect(await screen.findByText('Too many complaints sent, please try again tomorrow.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('Again');
    expect(screen.getByLabelText('Your message')).toHaveValue('Another long enough message.');
  });
});
