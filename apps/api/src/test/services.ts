import sharp from 'sharp';
import type { TestApp } from './test-app';

type Auth = Record<string, string>;

/** A multipart/form-data body as a browser sends it, every file under `field`. */
export async function multipartBody(files: { bytes: Buffer; name: string; type: string }[], field = 'files') {
  const data = new FormData();
  for (const file of files)
    data.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(data);
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') as string,
  };
}

/** A real picture with EXIF data (camera and orientation), so tests can see what re-encoding drops. */
export const picture = (background = '#2a9d8f', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Secret model' } })
    .toBuffer();

export async function uploadMedia(
  t: TestApp,
  auth: Auth,
  serviceId: number,
  kind: string,
  files: { bytes: Buffer; name: string; type: string }[],
) {
  const { body, contentType } = await multipartBody(files);
  return t.api('POST', `/services/${serviceId}/media?kind=${kind}`, {
    headers: { ...auth, 'content-type': contentType },
    body,
  });
}

/** A main category of the seeded catalogue with a sub category and its first property option. */
export async function seededCategory(t: TestApp) {
  const tree = (await t.api('GET', '/all-categories')).json().data as {
    id: number;
    children: { id: number }[];
  }[];
  const main = tree.find((c) => c.children.length) as { id: number; children: { id: number }[] };
  const properties = (await t.api('GET', `/properties/${main.id}`)).json().data as {
    id: number;
    options: { id: number | 'other' }[];
  }[];
  const tags = (await t.api('GET', `/tags/${main.children[0]?.id}`)).json().data as { id: number }[];
  return { mainId: main.id, subId: main.children[0]?.id as number, properties, tags };
}

export async function currencyId(t: TestApp, code = 'AED') {
  const list = (await t.api('GET', '/currencies')).json().data as { id: number; code: string }[];
  return list.find((c) => c.code === code)?.id as number;
}

export async function firstCity(t: TestApp) {
  const countries = (await t.api('GET', '/countries')).json().data as { id: number; code: string }[];
  const country = countries.find((c) => c.code === 'AE') ?? countries[0];
  const states = (await t.api('GET', `/states/${country?.id}`)).json().data as { id: number }[];
  const cities = (await t.api('GET', `/cities/${states[0]?.id}`)).json().data as { id: number }[];
  return {
    countryId: country?.id as number,
    stateId: states[0]?.id as number,
    cityIds: cities.map((c) => c.id),
    states,
  };
}

/** Starts a draft and fills every step, so only the submit is left. Returns its id. */
export async function completeDraft(t: TestApp, auth: Auth, type: 'provided' | 'requested' = 'provided') {
  const created = await t.api('POST', '/budgets', { headers: auth, body: { type } });
  const id = created.json().data.service.id as number;
  const category = await seededCategory(t);
  const place = await firstCity(t);
  await t.api('POST', `/services/${id}/add-place`, {
    headers: auth,
    body: { country_id: place.countryId, state_id: place.stateId, city_id: place.cityIds[0] },
  });
  await uploadMedia(
    t,
    auth,
    id,
    'image',
    await Promise.all(
      ['#264653', '#e9c46a', '#f4a261'].map(async (color, i) => ({
        bytes: await picture(color),
        name: `photo-${i}.jpg`,
        type: 'image/jpeg',
      })),
    ),
  );
  const saved = await t.api('POST', `/services/${id}/save-draft`, {
    headers: auth,
    body: {
      names: { en: 'Professional logo design for shops' },
      descriptions: { en: '<p>A clear logo with three proposals, revisions and the source files.</p>' },
      main_category_id: category.mainId,
      category_id: category.subId,
      tag_ids: category.tags.slice(0, 2).map((tag) => tag.id),
      currency_id: await currencyId(t),
      pricing: 'individual',
      budgets: { individual: { price: '150' } },
    },
  });
  if (saved.statusCode !== 200) throw new Error(`draft not saved: ${saved.body}`);
  return id;
}
