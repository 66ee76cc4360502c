import { describe, expect, it } from 'vitest';
import { actorOf } from './order-admin.service.ts';

describe('who made a move, as the operator reads the timeline', () => {
  it('names the buyer by account, the operator by console account, and the shop’s jobs as such', () => {
    expect(actorOf('member:7', 7, 'rose@example.com')).toEqual({ kind: 'member', name: 'rose@example.com' });
    expect(actorOf('member:8', 7, 'rose@example.com')).toEqual({ kind: 'member', name: '8' });
    expect(actorOf('operator:staff1', 7, 'rose@example.com')).toEqual({ kind: 'operator', name: 'staff1' });
    expect(actorOf('operator', 7, 'rose@example.com')).toEqual({ kind: 'operator', name: null });
    expect(actorOf('system', 7, undefined)).toEqual({ kind: 'system', name: null });
  });
});
