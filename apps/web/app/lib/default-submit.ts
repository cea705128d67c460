import type { KeyboardEvent } from 'react';

const NOT_TYPED = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image']);

/**
 * Enter in a field of a form presses its first submit button in page order, which is not always the
 * main one: the add-phone form shows "use a code instead" before "send the code". Put this on the
 * form's `onKeyDown` and `data-default-submit` on its main button, and Enter sends that one.
 */
export function submitWithDefaultOnEnter(event: KeyboardEvent<HTMLFormElement>) {
  const field = event.target;
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  if (!(field instanceof HTMLInputElement) || NOT_TYPED.has(field.type)) return;
  const main = event.currentTarget.querySelector<HTMLButtonElement>('button[data-default-submit]');
  if (!main || main.disabled) return;
  event.preventDefault();
  event.currentTarget.requestSubmit(main);
}
