import { linkMail } from './link-mail';

const texts = { from: 'Service', subject: 'Subject', body: 'Body & more', button: 'Go "now"', expiry: 'Soon', ignore: "Don't" };

it('puts the link under its label in the text and behind an escaped button in the HTML, every text escaped', () => {
  const mail = linkMail({ to: 'a@b.test', locale: 'sv', name: '<Eva>' }, texts, 'https://x.test/a?b=1&c=<2>');
  expect(mail).toMatchObject({ to: 'a@b.test', subject: 'Subject', fromName: 'Service' });
  expect(mail.text).toBe('Hej <Eva>!\n\nBody & more\n\nGo "now"\nhttps://x.test/a?b=1&c=<2>\n\nSoon\n\nDon\'t');
  expect(mail.html).toContain('<a href="https://x.test/a?b=1&amp;c=&lt;2&gt;" style="');
  expect(mail.html).toContain('>Go &quot;now&quot;</a>');
  expect(mail.html).toContain('>Hej &lt;Eva&gt;!</p>');
  expect(mail.html).toContain('>Don&#39;t</p>');
});
