import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { seededCategory } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newDraft = async (auth: Record<string, string>) =>
  (await t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } })).json().data.service
    .id as number;

/**
 * The wizard's first save of a new draft: the author has chosen a category on the page and typed a
 * tag, and the tag is created before the fields (category included) are stored.
 */
describe('tags typed before the category is saved', () => {
  it('are created in the category chosen on the page, and the save that follows keeps them', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    const { mainId, subId } = await seededCategory(t);

    const added = await t.api('POST', `/services/${id}/add-tag`, {
      headers: auth,
      body: { tags: ['Café menus'], category_id: subId },
    });
    expect(added.statusCode).toBe(200);
    const [tag] = added.json().data as { id: number; name: string; category_id: number }[];
    expect(tag).toMatchObject({ name: 'Café menus', category_id: subId });

    const saved = await t.api('POST', `/services/${id}/save-draft`, {
      headers: auth,
      body: { main_category_id: mainId, category_id: subId, tag_ids: [tag?.id] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.tags).toEqual([{ id: tag?.id, name: 'Café menus' }]);
  });

  it('refuses a category that does not exist', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    const refused = await t.api('POST', `/services/${id}/add-tag`, {
      headers: auth,
      body: { tags: ['Anything'], category_id: 999_999 },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().message)).toEqual(['category_id']);
  });

  it('still asks for a category when none is chosen nor saved', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    const refused = await t.api('POST', `/services/${id}/add-tag`, {
      headers: auth,
      body: { tags: ['Anything'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message.tags).toEqual(['Select the main category first.']);
  });
});
