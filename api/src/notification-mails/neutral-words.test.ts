import { neutralityProblems } from './neutral-words';

describe('neutralityProblems', () => {
  it.each([
    ['en', 'You have a new message'],
    ['en', 'Your weekly update'],
    ['de', 'Du hast eine neue Nachricht'],
    ['fr', 'Vous avez un nouveau message'],
    ['sv', 'Du har ett nytt meddelande'],
    ['pl', 'Masz nową wiadomość'],
  ] as const)('lets a neutral subject pass (%s: %s)', (locale, subject) => {
    expect(neutralityProblems(subject, locale)).toEqual([]);
  });

  it.each([
    ['en', 'Anna likes you', 'dating word "like"'],
    ['en', 'You have a new match', 'dating word "match"'],
    ['de', 'Du hast ein Match mit Anna', 'dating word "Match"'],
    ['de', 'Neue Flirtpartner in deiner Nähe', 'dating word "Flirt"'],
    ['nl', 'Iemand vindt je leuk', 'dating word "vindt je leuk"'],
    ['fr', 'Vous plaisez à quelqu’un', 'dating word "plaisez"'],
    ['es', 'Tienes una cita', 'dating word "cita"'],
    ['sv', 'Någon gillar dig', 'dating word "gillar"'],
    ['fi', 'Uusi sinkku lähelläsi', 'dating word "sinkku"'],
    ['pl', 'Nowa para!', 'dating word "para"'],
  ] as const)('flags a dating word (%s: %s)', (locale, subject, problem) => {
    expect(neutralityProblems(subject, locale)).toContain(problem);
  });

  it('matches words at their start only: "update" holds no "date"', () => {
    expect(neutralityProblems('Your update', 'en')).toEqual([]);
  });

  it('flags a name, whatever its case', () => {
    expect(neutralityProblems('A message from ANNA', 'en', ['Anna'])).toEqual(['name "Anna"']);
    expect(neutralityProblems('A message for you', 'en', ['Anna', ' '])).toEqual([]);
  });
});
