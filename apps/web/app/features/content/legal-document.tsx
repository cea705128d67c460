import { PageHeader } from './page-header';

type Copy = {
  title: string;
  updated: string;
  intro: string;
  sections: { title: string; paragraphs: string[] }[];
};

/** Privacy policy and terms: numbered sections with a table of contents. */
export function LegalDocument({ copy, contentsLabel }: { copy: Copy; contentsLabel: string }) {
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro}>
        <p className="mt-4 text-sm text-muted">{copy.updated}</p>
      </PageHeader>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={contentsLabel} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-semibold text-muted">{contentsLabel}</h2>
          <ol className="mt-3 flex flex-col gap-2 text-sm">
            {copy.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#section-${index + 1}`} className="text-brand-700 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flex max-w-3xl flex-col gap-8">
          {copy.sections.map((section, index) => (
            <section key={section.title} id={`section-${index + 1}`} className="scroll-mt-28">
              <h2 className="text-xl font-bold">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-ink/90">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
