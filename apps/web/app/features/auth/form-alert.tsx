import { CircleAlert } from 'lucide-react';

/** A form-wide error (wrong sign-in details, a limit reached) above the fields, read out when it appears. */
export function FormAlert({ messages }: { messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
      <span>{messages.join(' ')}</span>
    </p>
  );
}
