import { buyAgainReducer, readyToBuy, type BuyAgainState } from './buy-again';

let ids = 0;
const newId = () => `id-${++ids}`;

describe('buying the last order again', () => {
  it('buys once while a request runs: a second click changes nothing', () => {
    const buying = buyAgainReducer(readyToBuy, { type: 'buy', newId });
    expect(buying).toEqual({ step: 'buying', clientId: 'id-1' });
    expect(buyAgainReducer(buying, { type: 'buy', newId })).toBe(buying);
    expect(buyAgainReducer(buying, { type: 'bought' })).toEqual({ step: 'leaving' });
  });

  it('a refusal keeps the client id for the retry; nothing is bought after leaving', () => {
    const refused = buyAgainReducer({ step: 'buying', clientId: 'kept' }, { type: 'refused', error: 'down' });
    expect(refused).toEqual({ step: 'ready', clientId: 'kept', error: 'down' });
    expect(buyAgainReducer(refused, { type: 'buy', newId })).toEqual({ step: 'buying', clientId: 'kept' });
    const leaving: BuyAgainState = { step: 'leaving' };
    expect(buyAgainReducer(leaving, { type: 'buy', newId })).toBe(leaving);
  });
});
