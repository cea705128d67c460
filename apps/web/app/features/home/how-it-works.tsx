import { FileSearch, Handshake, ShieldCheck, Star } from 'lucide-react';

const STEP_ICONS = [FileSearch, Handshake, ShieldCheck, Star];

/** Four steps from finding a service to rating the work (copy from the `pages` catalog). */
export function HowItWorks({
  copy,
}: {
  copy: { title: string; subtitle: string; steps: { title: string; body: string }[] };
}) {
  return (
    <section aria-labelledby="how-title" className="below-fold container-page py-16">
      <h2 id="how-title" className="text-center text-2xl font-bold sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">{copy.subtitle}</p>
      <ol className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {copy.steps.map((step, index) => {
          const Icon = STEP_ICONS[index] ?? Star;
          return (
            <li key={step.title} className="relative rounded-2xl border border-line bg-surface p-6">
              <span className="absolute top-5 end-5 text-4xl font-bold text-brand-100" aria-hidden="true">
                {index + 1}
              </span>
              <span className="grid size-12 place-items-center rounded-xl bg-accent-100 text-accent-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted">{step.body}</p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
