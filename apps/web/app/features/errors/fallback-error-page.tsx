import type { Language } from '@wasla/shared/languages';

const BUILT_IN = { title: 'حدث خطأ', body: 'An error occurred.', home: 'الرئيسية / Home' };

/**
 * The last resort: no catalogs, no shell, plain markup that cannot fail. It still speaks the visitor's
 * language when the server could say which.
 */
export function FallbackErrorPage({
  lang,
  copy,
  landmark = true,
}: {
  lang: Language;
  copy?: { title: string; body: string; home: string };
  /** False inside the shell, which already has its <main>. */
  landmark?: boolean;
}) {
  const text = copy ?? BUILT_IN;
  const Wrapper = landmark ? 'main' : 'div';
  return (
    <Wrapper className="grid min-h-screen place-items-center bg-canvas p-6 text-center">
      <div className="max-w-md">
        <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
          !
        </p>
        <h1 className="mt-4 text-2xl font-bold">{text.title}</h1>
        <p className="mt-2 text-muted">{text.body}</p>
        <a
          href={`/${lang}`}
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white"
        >
          {text.home}
        </a>
      </div>
    </Wrapper>
  );
}
