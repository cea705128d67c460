import { EXPERIENCES, GENDERS, userSchema } from '@wasla/shared/contracts/auth';
import { countryList, placeList } from '@wasla/shared/contracts/replies';
import { ArrowRight, Mail, Phone, Save, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { Button } from '../components/ui/button';
import { ChoiceChipsField } from '../components/ui/choice-chips-field';
import { SegmentedField } from '../components/ui/segmented-field';
import { SelectField } from '../components/ui/select-field';
import { TextField } from '../components/ui/text-field';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { toFormResult, useFeedbackForm } from '../features/feedback/form-result';
import { AvatarField } from '../features/profile/avatar-field';
import { PlaceFields } from '../features/profile/place-fields';
import { useLangData } from '../features/shell/use-lang-data';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/my-profile';

const BIO_MAX = 1000;
type Place = { id: number; name: string };
const places = (list: Place[]) => list.map(({ id, name }) => ({ id, name }));

export async function loader(args: Route.LoaderArgs) {
  const { user, api } = await requireUser(args);
  const [countries, states, cities] = await Promise.all([
    api.get(countryList, '/countries'),
    user.country_id ? api.get(placeList, `/states/${user.country_id}`) : [],
    user.state_id ? api.get(placeList, `/cities/${user.state_id}`) : [],
  ]);
  return {
    profile: {
      name: user.name,
      email: user.email,
      phone_number: user.phone_number,
      country_code: user.country_code,
      bio: user.bio,
      gender: user.gender,
      experiences: user.experiences,
      country_id: user.country_id,
      state_id: user.state_id,
      city_id: user.city_id,
      currency_id: user.currency_id,
      avatar: user.media.medium,
    },
    countries: places(countries),
    states: places(states),
    cities: places(cities),
  };
}

/** The API names fields by their request keys; the form groups a few of them. */
const FIELD_OF: Record<string, string> = { country_id: 'country', state_id: 'state', city_id: 'city' };

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const form = await args.request.formData();
  const text = (key: string) => String(form.get(key) ?? '');
  const experiences = form.getAll('experiences').map(String);
  const values = {
    name: text('name'),
    bio: text('bio'),
    gender: text('gender'),
    experiences: experiences.join(','),
    country_id: text('country_id'),
    state_id: text('state_id'),
    city_id: text('city_id'),
    currency_id: text('currency_id'),
  };
  const reply = await signedIn.api.post(userSchema, '/update-auth-information', {
    name: values.name,
    bio: values.bio,
    gender: values.gender || undefined,
    experiences,
    country_id: values.country_id || null,
    state_id: values.state_id || null,
    city_id: values.city_id || null,
    currency_id: values.currency_id || undefined,
  });
  const result = toFormResult(reply, values, '');
  if (!result.ok) {
    // "experiences.0" and the like belong to the field that holds them.
    const errors: Record<string, string[]> = {};
    for (const [key, list] of Object.entries(result.errors)) {
      const field = key.split('.')[0] ?? key;
      const name = FIELD_OF[field] ?? field;
      errors[name] = [...(errors[name] ?? []), ...list];
    }
    return withSession(signedIn, { ...result, errors });
  }
  return withSession(signedIn, result);
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'profile.title' }, { key: 'profile.intro' }),
  { name: 'robots', content: 'noindex' },
];

const SECTION = 'grid gap-5 rounded-2xl border border-line bg-surface p-5 sm:p-6';
// Links from the dashboard land on a part of the form (#bio, #place…) below the sticky header.
const ANCHOR = 'scroll-mt-[calc(5.3em+1rem)]';

export default function MyProfile({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { currencies } = useLangData();
  const { profile, countries, states, cities } = loaderData;
  const { busy, failed } = useFeedbackForm(actionData);
  // After a refusal, focus goes to the first field that needs fixing: once, when the submission has
  // settled, and after the shell has moved focus to the page for the new location.
  const idle = useNavigation().state === 'idle';
  const focusedFor = useRef<unknown>(undefined);
  useEffect(() => {
    if (!failed || !idle || focusedFor.current === failed) return;
    focusedFor.current = failed;
    const timer = setTimeout(() =>
      document.querySelector<HTMLElement>('#main :is(input, textarea)[aria-invalid="true"]')?.focus(),
    );
    return () => clearTimeout(timer);
  }, [failed, idle]);
  // The form starts again from the saved values once they arrive (they follow the action's reply);
  // after a refusal they are unchanged, so what was typed stays. The photo is saved on its own, so a
  // new photo must not restart the form and wipe what is being typed.
  const { avatar: _photo, ...formValues } = profile;
  const savedKey = JSON.stringify(formValues);
  const lang = params.lang;
  const kept = failed?.values;
  const errors = failed?.errors ?? {};
  const [bioLength, setBioLength] = useState((kept?.bio ?? profile.bio ?? '').length);
  const phone = profile.phone_number ? `+${profile.country_code ?? ''} ${profile.phone_number}` : null;
  const numberOrNull = (value: string | undefined, saved: number | null) =>
    value === undefined ? saved : value ? Number(value) : null;

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('profile.title')}</h1>
        <p className="mt-1 text-muted">{t('profile.intro')}</p>
      </header>

      <section id="photo" className={`${SECTION} ${ANCHOR}`}>
        <AvatarField lang={langOf(params)} name={profile.name} avatar={profile.avatar} />
      </section>

      <Form key={savedKey} method="post" noValidate className="grid gap-6">
        {errors.form ? (
          <p
            role="alert"
            className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
          >
            {errors.form.join(' ')}
          </p>
        ) : null}

        <section aria-labelledby="about-title" className={SECTION}>
          <h2 id="about-title" className="text-lg font-bold">
            {t('profile.about')}
          </h2>
          <div id="name" className={ANCHOR}>
            <TextField
              name="name"
              label={t('profile.name')}
              autoComplete="name"
              isRequired
              defaultValue={kept?.name ?? profile.name}
              errors={errors.name}
            />
          </div>
          <div id="bio" className={ANCHOR}>
            <TextField
              name="bio"
              label={t('profile.bio')}
              multiline
              maxLength={BIO_MAX}
              defaultValue={kept?.bio ?? profile.bio ?? ''}
              onChange={(value) => setBioLength(value.length)}
              description={t('profile.bio_count', { used: bioLength, max: BIO_MAX })}
              errors={errors.bio}
            />
          </div>
          <div id="gender" className={ANCHOR}>
            <SegmentedField
              name="gender"
              label={t('profile.gender')}
              options={GENDERS.map((id) => ({ id, name: t(`profile.genders.${id}`) }))}
              defaultValue={kept?.gender || profile.gender}
              errors={errors.gender}
            />
          </div>
          <div id="experiences" className={ANCHOR}>
            <ChoiceChipsField
              name="experiences"
              label={t('profile.experiences')}
              description={t('profile.experiences_hint')}
              options={EXPERIENCES.map((id) => ({ id, name: t(`profile.experience_levels.${id}`) }))}
              defaultValue={kept ? kept.experiences?.split(',').filter(Boolean) : profile.experiences}
              errors={errors.experiences}
            />
          </div>
        </section>

        <section aria-labelledby="place-title" id="place" className={`${SECTION} ${ANCHOR}`}>
          <div>
            <h2 id="place-title" className="text-lg font-bold">
              {t('profile.place')}
            </h2>
            <p className="text-sm text-muted">{t('profile.place_hint')}</p>
          </div>
          <PlaceFields
            lang={lang}
            countries={countries}
            initialStates={states}
            initialCities={cities}
            defaults={{
              country: numberOrNull(kept?.country_id, profile.country_id),
              state: numberOrNull(kept?.state_id, profile.state_id),
              city: numberOrNull(kept?.city_id, profile.city_id),
            }}
            errors={{ country: errors.country, state: errors.state, city: errors.city }}
          />
          <div id="currency" className={`${ANCHOR} sm:max-w-xs`}>
            <SelectField
              name="currency_id"
              label={t('profile.currency')}
              options={currencies.map((c) => ({ id: c.id, name: c.label }))}
              defaultValue={numberOrNull(kept?.currency_id, profile.currency_id)}
              placeholder={t('profile.choose')}
              errors={errors.currency_id}
            />
          </div>
        </section>

        <div className="flex justify-end">
          <Button type="submit" size="lg" isDisabled={busy} className="w-full sm:w-auto">
            <Save aria-hidden="true" className="size-5" />
            {busy ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </Form>

      <section aria-labelledby="contact-title" className={SECTION}>
        <div>
          <h2 id="contact-title" className="text-lg font-bold">
            {t('profile.contact')}
          </h2>
          <p className="text-sm text-muted">{t('profile.contact_hint')}</p>
        </div>
        <ul className="grid gap-3">
          <ContactRow
            icon={<Mail aria-hidden="true" className="size-5" />}
            term={t('profile.email')}
            value={profile.email}
            empty={t('profile.not_added')}
            to={`/${lang}/my-profile/change-email`}
            action={profile.email ? t('profile.change_email') : t('profile.add_email')}
          />
          <ContactRow
            icon={<Phone aria-hidden="true" className="size-5" />}
            term={t('profile.phone')}
            value={phone}
            empty={t('profile.not_added')}
            to={`/${lang}/my-profile/change-phone-number${phone ? '' : '?add=true'}`}
            action={phone ? t('profile.change_phone') : t('profile.add_phone')}
          />
        </ul>
      </section>

      <section
        aria-labelledby="delete-title"
        className="flex flex-col gap-3 rounded-2xl border border-danger/25 bg-surface p-5 sm:flex-row sm:items-center sm:p-6"
      >
        <div className="flex-1">
          <h2 id="delete-title" className="font-bold text-danger">
            {t('profile.delete_title')}
          </h2>
          <p className="text-sm text-muted">{t('profile.delete_body')}</p>
        </div>
        <Link
          to={`/${lang}/my-profile/delete-account`}
          className="inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-danger/40 px-5 text-[0.95rem] font-semibold whitespace-nowrap text-danger outline-none hover:bg-danger/5 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          <Trash2 aria-hidden="true" className="size-4.5" />
          {t('profile.delete_link')}
        </Link>
      </section>
    </div>
  );
}

function ContactRow({
  icon,
  term,
  value,
  empty,
  to,
  action,
}: {
  icon: ReactNode;
  term: string;
  value: string | null;
  empty: string;
  to: string;
  action: string;
}) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line p-3.5">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
        {icon}
      </span>
      {/* On a phone the action moves under the value instead of squeezing it. */}
      <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
        <div className="min-w-0 flex-1 basis-48">
          <p className="text-sm text-muted">{term}</p>
          <p className="font-medium [overflow-wrap:anywhere]">
            {value ? <bdi dir="ltr">{value}</bdi> : <span className="text-muted">{empty}</span>}
          </p>
        </div>
        <Link
          to={to}
          className="-ms-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500 sm:ms-0"
        >
          {action}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </li>
  );
}
