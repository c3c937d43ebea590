import { linkMail } from './link-mail';

const texts = {
  from: 'Service',
  subject: 'Subject',
  greeting: 'Hi <b>',
  body: 'Body & more',
  button: 'Go "now"',
  expiry: 'Soon',
  ignore: "Don't",
};

it('puts the link in the text and as an escaped button in the HTML, every text escaped', () => {
  const mail = linkMail('a@b.test', texts, 'https://x.test/a?b=1&c=<2>');
  expect(mail).toMatchObject({ to: 'a@b.test', subject: 'Subject', fromName: 'Service' });
  expect(mail.text).toContain('https://x.test/a?b=1&c=<2>');
  expect(mail.html).toContain('<a href="https://x.test/a?b=1&amp;c=&lt;2&gt;">Go &quot;now&quot;</a>');
  expect(mail.html).toContain('<p>Hi &lt;b&gt;</p>');
  expect(mail.html).toContain('<p>Body &amp; more</p>');
  expect(mail.html).toContain('<p>Don&#39;t</p>');
  expect(mail.html).not.toContain('<b>');
});
