import { LOCALES } from '@dating/shared/contracts/index';
import { neutralityProblems } from '../../notification-mails/neutral-words';
import { SITES } from './sites';

it('gives every seeded site a sender name that is neutral in every locale (inbox lists show it)', () => {
  for (const site of SITES)
    for (const locale of LOCALES) expect([site.host, locale, neutralityProblems(site.settings.mail_name, locale)]).toEqual([site.host, locale, []]);
});
