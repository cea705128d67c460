import { translator } from '@wasla/i18n/server-translator';
import type { SignedIn } from '../auth/require-user.server';
import { toFormResult } from '../feedback/form-result';
import type { WalletReply } from './use-wallet-action';
import { walletApi } from './wallet-api.server';

const ACCOUNT_FIELDS = ['bank_name', 'owner_name', 'account_number', 'iban', 'swift'] as const;
const PERSONAL_FIELDS = ['legal_name', 'address', 'date_of_birth'] as const;

const idOf = (value: FormDataEntryValue | null) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * The writes of the payment-methods page, which the top-up and withdraw pages also post to (a card
 * or a bank account added without leaving them): cards, bank accounts and personal information.
 * Each answers its intent and a form result: the server's message, or its messages by field with
 * what was typed (never the card, which never comes here: only the gateway's token does).
 */
export async function walletFormAction(signedIn: SignedIn, form: FormData): Promise<WalletReply> {
  const { lang } = signedIn;
  const t = translator(lang, 'common');
  const wallet = walletApi(signedIn.api);
  const intent = String(form.get('intent') ?? '');
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const pick = <K extends string>(names: readonly K[]) =>
    Object.fromEntries(names.map((name) => [name, text(name)])) as Record<K, string>;
  const id = idOf(form.get('id'));
  const result = (
    reply: Parameters<typeof toFormResult>[0],
    values: Record<string, string>,
    done: string,
  ) => ({
    intent,
    ...toFormResult(reply, values, t(done)),
  });

  switch (intent) {
    case 'save-card': {
      const name = text('name');
      const reply = await wallet.saveCard({ token: text('token'), ...(name ? { name } : {}) });
      return { ...result(reply, { name }, 'wallet.cards.saved'), ...(reply.ok ? { id: reply.data.id } : {}) };
    }
    case 'rename-card':
      if (id)
        return result(
          await wallet.renameCard(id, { name: text('name') }),
          pick(['name']),
          'wallet.cards.renamed',
        );
      break;
    case 'delete-card':
      if (id) return result(await wallet.deleteCard(id), {}, 'wallet.cards.deleted');
      break;
    case 'add-account': {
      const values = pick(ACCOUNT_FIELDS);
      const reply = await wallet.addBankAccount(values);
      return {
        ...result(reply, values, 'wallet.bank_accounts.added'),
        ...(reply.ok ? { id: reply.data.id } : {}),
      };
    }
    case 'update-account':
      if (id) {
        const values = pick(ACCOUNT_FIELDS);
        return result(await wallet.updateBankAccount(id, values), values, 'wallet.bank_accounts.updated');
      }
      break;
    case 'delete-account':
      if (id) return result(await wallet.deleteBankAccount(id), {}, 'wallet.bank_accounts.deleted');
      break;
    case 'save-personal': {
      const values = pick(PERSONAL_FIELDS);
      return result(await wallet.savePersonalInformation(values, id), values, 'wallet.personal.saved');
    }
  }
  // A form this page never draws: nothing is sent on.
  return { intent, ok: false, errors: { form: [t('wallet.something_wrong')] }, values: {} };
}
