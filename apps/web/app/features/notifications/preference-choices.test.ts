import { describe, expect, it } from 'vitest';
import { choicesFromForm } from './preference-choices';

describe('the preferences form', () => {
  it('turns on what was ticked and off every other channel a topic offers, and nothing it does not', () => {
    const form = new FormData();
    form.set('push:deals', 'on');
    form.set('email:messages', 'on');
    // A channel a topic does not offer is never sent on, whatever the request holds.
    form.set('push:messages', 'on');
    form.set('email:disputes', 'on');
    const topics = Object.fromEntries(choicesFromForm(form).map(({ topic, ...rest }) => [topic, rest]));
    expect(topics).toEqual({
      deals: { push: true, email: false },
      payments: { push: false, email: false },
      deliveries: { push: false, email: false },
      disputes: { push: false },
      services: { push: false },
      community: { push: false },
      messages: { email: true },
      digest: { email: false },
    });
  });
});
