import { createI18n, registerNamespace, changeLocale } from './i18n';

describe('i18n namespaces', () => {
  it('loads the current locale and English, and follows language changes', async () => {
    const i18n = createI18n('de');
    const loaded: string[] = [];
    const { ready, dispose } = registerNamespace(i18n, 'demo', async (locale) => {
      loaded.push(locale);
      return { hello: `hello-${locale}` };
    });
    await ready;
    expect(i18n.t('hello', { ns: 'demo' })).toBe('hello-de');
    expect(loaded.sort()).toEqual(['de', 'en']);
    await changeLocale(i18n, 'sv', {});
    await new Promise((r) => setTimeout(r, 0));
    expect(i18n.t('hello', { ns: 'demo' })).toBe('hello-sv');
    dispose();
    await changeLocale(i18n, 'fi', {});
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).not.toContain('fi');
  });

  it('loads texts again after a failed load', async () => {
    const i18n = createI18n('nl');
    let fail = true;
    const loader = async (locale: string) => {
      if (fail && locale === 'nl') throw new Error('offline');
      return { hi: `hi-${locale}` };
    };
    await expect(changeLocale(i18n, 'nl', { demo: loader })).rejects.toThrow('offline');
    fail = false;
    await changeLocale(i18n, 'nl', { demo: loader });
    expect(i18n.t('hi', { ns: 'demo' })).toBe('hi-nl');
  });
});
