import { composeMail } from './compose-mail';

it('separates blocks by a blank line in the text and keeps lines of one block together (<br> in HTML), all escaped', () => {
  const mail = composeMail({ to: 'a@b.test', subject: 'S', fromName: 'F' }, ['Hi', ['Subject: <x>', "Ref: 'y' & z"], 'Bye']);
  expect(mail).toMatchObject({ to: 'a@b.test', subject: 'S', fromName: 'F' });
  expect(mail.text).toBe("Hi\n\nSubject: <x>\nRef: 'y' & z\n\nBye");
  expect(mail.html).toBe('<p>Hi</p>\n<p>Subject: &lt;x&gt;<br>Ref: &#39;y&#39; &amp; z</p>\n<p>Bye</p>');
});

it('puts a footer after the signature separator in the text and under a rule in small print in HTML', () => {
  const mail = composeMail(
    { to: 'a@b.test', subject: 'S', fromName: 'F' },
    ['Hi'],
    ['Why <you>', { href: 'https://x.test/u?a=1&b=2', label: 'Stop' }],
  );
  expect(mail.text).toBe('Hi\n\n-- \nWhy <you>\n\nhttps://x.test/u?a=1&b=2');
  expect(mail.html).toBe(
    '<p>Hi</p>\n<hr>\n<p style="font-size:12px;color:#666">Why &lt;you&gt;</p>\n<p style="font-size:12px;color:#666"><a href="https://x.test/u?a=1&amp;b=2">Stop</a></p>',
  );
});
