import { columnState } from './use-slide-clock';

describe('columnState', () => {
  it('shows the first photo of each column and loads only it at first', () => {
    expect([0, 1, 2].map((column) => columnState(0, column, 3))).toEqual([
      { shown: 0, loaded: 1 },
      { shown: 0, loaded: 1 },
      { shown: 0, loaded: 1 },
    ]);
  });

  it('loads the next photo a beat before the column moves on, and the columns move on in turn', () => {
    expect(columnState(1, 0, 3)).toEqual({ shown: 0, loaded: 2 });
    expect(columnState(2, 0, 3)).toEqual({ shown: 1, loaded: 3 });
    expect(columnState(2, 1, 3)).toEqual({ shown: 0, loaded: 2 });
    expect(columnState(3, 1, 3)).toEqual({ shown: 1, loaded: 3 });
    expect(columnState(5, 0, 3)).toEqual({ shown: 2, loaded: 4 });
  });
});
