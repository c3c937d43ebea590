import net from 'node:net';
import { requestPasswordResetEndpoint } from '@dating/shared/contracts/index';
import { inject } from '../test/inject';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTestMember } from '../test/builders/members';

interface Received {
  envelopeFrom: string;
  data: string;
}

/** Just enough SMTP for nodemailer to deliver one plain mail per connection (no TLS, no auth). */
function startFakeSmtpServer(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let envelopeFrom = '';
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push({ envelopeFrom, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake.test\r\n');
        else if (verb === 'MAIL') {
          envelopeFrom = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startFakeSmtpServer>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  ctx = await createTestContext({
    seed: { profiles: 0, photos: false },
    config: { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'service@mail.example.test' } },
  });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
}, 30_000);

it('sends over SMTP_URL from the MAIL_FROM address, under the neutral display name of the mail', async () => {
  const member = await createTestMember(ctx, { prefix: 'smtp' });
  const response = await inject(ctx.app, requestPasswordResetEndpoint, { body: { email: member.email } });
  expect(response.statusCode).toBe(200);

  expect(smtp.received).toHaveLength(1);
  const [mail] = smtp.received;
  expect(mail?.envelopeFrom).toBe('service@mail.example.test');
  const from = /^From: (.*)$/m.exec(mail?.data ?? '')?.[1];
  expect(from).toMatch(/<service@mail\.example\.test>$/);
  expect(from).not.toMatch(/dating|date|flirt|single|sex/i);
  expect(mail?.data).toMatch(new RegExp(`^To: ${member.email}$`, 'm'));
});
