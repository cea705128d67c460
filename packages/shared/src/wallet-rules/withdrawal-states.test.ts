import { describe, expect, it } from 'vitest';
import { transition, validateMachine } from '../state-machine/machine';
import { bankTransferMachine, financeBankTransferActions } from './bank-transfer-states';
import {
  financeWithdrawalActions,
  ownerWithdrawalActions,
  WITHDRAWAL_STATES,
  withdrawalMachine,
} from './withdrawal-states';

describe('withdrawal states', () => {
  it('is a sound table', () => {
    expect(validateMachine(withdrawalMachine)).toEqual([]);
    expect(validateMachine(bankTransferMachine)).toEqual([]);
  });

  it('lets the owner cancel only while requested', () => {
    expect(WITHDRAWAL_STATES.filter((s) => ownerWithdrawalActions(s).includes('cancel'))).toEqual([
      'requested',
    ]);
    expect(transition(withdrawalMachine, 'processing', 'cancel', 'owner')).toMatchObject({
      ok: false,
      refusal: 'not_from_state',
    });
  });

  it('pays only what is processing, and only the finance team does', () => {
    expect(transition(withdrawalMachine, 'requested', 'pay', 'finance')).toMatchObject({ ok: false });
    expect(transition(withdrawalMachine, 'processing', 'pay', 'owner')).toMatchObject({
      ok: false,
      refusal: 'not_by_actor',
    });
    expect(transition(withdrawalMachine, 'processing', 'pay', 'finance')).toMatchObject({
      ok: true,
      to: 'paid',
    });
    expect(financeWithdrawalActions('requested')).toEqual(['start_processing', 'fail']);
    expect(financeWithdrawalActions('processing')).toEqual(['pay', 'fail']);
  });

  it('ends in paid, failed and cancelled', () => {
    for (const end of ['paid', 'failed', 'cancelled'] as const) {
      expect(financeWithdrawalActions(end)).toEqual([]);
      expect(ownerWithdrawalActions(end)).toEqual([]);
    }
    expect(financeBankTransferActions('pending')).toEqual(['approve', 'reject']);
    expect(financeBankTransferActions('approved')).toEqual([]);
  });
});
