import './zod-jitless';
import { z } from 'zod';

describe('zod under a CSP without eval', () => {
  it('defines and parses object schemas without ever calling Function (no probe, no compiled parser)', () => {
    const functionCalls = jest.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), age: z.number().int() });
    for (let i = 0; i < 3; i += 1) expect(schema.parse({ name: 'Ann', age: 30 + i })).toEqual({ name: 'Ann', age: 30 + i });
    expect(functionCalls).not.toHaveBeenCalled();
    functionCalls.mockRestore();
  });
});
