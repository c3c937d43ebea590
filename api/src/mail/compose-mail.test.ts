import { composeMail } from './compose-mail';

const envelope = { to: 'a@b.test', subject: 'S <1>', fromName: 'Demo Service', locale: 'en', name: 'Anna' } as const;
/** What a reader sees of the HTML part: the text between the tags, entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

it('greets the member by name and says the same in the text and the HTML part, the link as one button with its label', () => {
  const link = 'https://site.test/api/activate.php?token=abc&x=1';
  const mail = composeMail(envelope, ['Body', ['Line <x>', "Ref: 'y'"], { href: link, label: 'Confirm' }, 'Bye']);
  expect(mail).toMatchObject({ to: 'a@b.test', subject: 'S <1>', fromName: 'Demo Service' });
  expect(mail.text).toBe(`Hello Anna,\n\nBody\n\nLine <x>\nRef: 'y'\n\nConfirm\n${link}\n\nBye`);
  // The mark (the sender's initial) is decoration; the name beside it is the brand.
  expect(visible(mail.html!)).toBe("D Demo Service Hello Anna, Body Line <x> Ref: 'y' Confirm Bye");
  // The api path and its token are the button's target, never text on the screen.
  expect(visible(mail.html!)).not.toContain('/api/');
  expect(mail.html).toContain(`<a href="${link.replace('&', '&amp;')}" style="display:inline-block;background:#8e0f5c`);
  expect(mail.html).toMatch(/^<!doctype html>\n<html lang="en">/);
  expect(mail.html).toContain('<title>S &lt;1&gt;</title>');
});

it('escapes everything a member typed and greets without a name in the reader’s language when there is none', () => {
  const mail = composeMail({ ...envelope, locale: 'de', name: null, fromName: 'Kontoservice' }, [
    '<b>Hi</b>',
    { href: 'https://x.test/"', label: 'Go "now"' },
  ]);
  expect(mail.text.split('\n')[0]).toBe('Hallo,');
  expect(mail.html).toContain('&lt;b&gt;Hi&lt;/b&gt;');
  expect(mail.html).toContain('href="https://x.test/&quot;"');
  expect(mail.html).toContain('>Go &quot;now&quot;</a>');
  expect(mail.html).not.toContain('<b>');
  expect(mail.html).toContain('<html lang="de">');
});

it('puts a footer after the signature separator in the text and in small print under the card, its link a plain one', () => {
  const mail = composeMail(
    envelope,
    [{ href: 'https://x.test/a', label: 'Open' }],
    ['Why <you>', { href: 'https://x.test/u?a=1&b=2', label: 'Stop' }],
  );
  expect(mail.text).toBe('Hello Anna,\n\nOpen\nhttps://x.test/a\n\n-- \nWhy <you>\n\nStop\nhttps://x.test/u?a=1&b=2');
  expect(mail.html).toContain('<p style="margin:0 0 8px;font-size:12px;line-height:1.5;color:#5f5a66">Why &lt;you&gt;</p>');
  expect(mail.html).toContain('<a href="https://x.test/u?a=1&amp;b=2" style="color:#5f5a66">Stop</a>');
  // One button only: the footer's link is not a second one.
  expect(mail.html!.match(/display:inline-block;background/g)).toHaveLength(1);
});
