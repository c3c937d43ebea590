import { composeMail } from './compose-mail';

it('separates blocks by a blank line in the text and keeps lines of one block together (<br> in HTML), all escaped', () => {
  const mail = composeMail({ to: 'a@b.test', subject: 'S', fromName: 'F' }, ['Hi', ['Subject: <x>', "Ref: 'y' & z"], 'Bye']);
  expect(mail).toMatchObject({ to: 'a@b.test', subject: 'S', fromName: 'F' });
  expect(mail.text).toBe("Hi\n\nSubject: <x>\nRef: 'y' & z\n\nBye");
  expect(mail.html).toBe('<p>Hi</p>\n<p>Subject: &lt;x&gt;<br>Ref: &#39;y&#39; &amp; z</p>\n<p>Bye</p>');
});
