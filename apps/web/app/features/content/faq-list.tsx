import type { Faq } from '@wasla/shared/contracts/catalogue';
import { ChevronDown } from 'lucide-react';

/**
 * Questions as native disclosures: keyboard and screen readers work without any script. `open` shows
 * the answers at first (the back office's preview).
 */
export function FaqList({ faqs, open }: { faqs: Faq[]; open?: boolean }) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
      {faqs.map((faq) => (
        <details key={faq.id} className="group" open={open}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-canvas [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
