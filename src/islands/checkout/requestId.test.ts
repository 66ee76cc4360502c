import { describe, expect, it } from 'vitest';
import { orderSubmitInput } from '../../lib/schemas/order.ts';
import { newRequestId } from './requestId.ts';

const accepted = (requestId: string) =>
  orderSubmitInput.safeParse({ cartIds: [1], addressId: 1, requestId }).success;

describe('newRequestId', () => {
  it('gives a different id each time that the submit schema accepts', () => {
    const a = newRequestId();
    expect(a).not.toBe(newRequestId());
    expect(accepted(a)).toBe(true);
  });

  it('works without randomUUID (plain HTTP origins)', () => {
    const id = newRequestId({ getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(accepted(id)).toBe(true);
  });
});
