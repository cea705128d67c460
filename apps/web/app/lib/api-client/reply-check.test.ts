import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checked, checkedFailure, checksReplies, ReplyContractError } from './reply-check';

const card = z.object({ id: z.number().int(), name: z.string() });

describe('replies checked against the contract a call names', () => {
  it('parses in development and tests, trusts in production', () => {
    expect(checksReplies('development')).toBe(true);
    expect(checksReplies('test')).toBe(true);
    expect(checksReplies(undefined)).toBe(true);
    expect(checksReplies('production')).toBe(false);
  });

  it('fails loudly, naming the call and the field, when the reply drifts from its contract', () => {
    const drift = () => checked(card, { id: '7', name: 'Nadia' }, 'GET /providers/7', true);
    expect(drift).toThrow(ReplyContractError);
    expect(drift).toThrow(/GET \/providers\/7.*id:/);
  });

  it('hands back the reply itself, so a page sees the same object whether or not replies are checked', () => {
    const reply = { id: 7, name: 'Nadia', extra: true };
    expect(checked(card, reply, 'GET /x', true)).toBe(reply);
    expect(checked(card, { id: 'not checked' }, 'GET /x', false)).toEqual({ id: 'not checked' });
  });

  it('holds failures to the one failure envelope', () => {
    const failure = { error: true, code: 'not_found', message: { txt: ['Gone'] } };
    expect(checkedFailure(failure, 'GET /x', true)).toBe(failure);
    expect(() => checkedFailure({ error: true, message: 'Gone' }, 'GET /x', true)).toThrow(
      ReplyContractError,
    );
  });
});
