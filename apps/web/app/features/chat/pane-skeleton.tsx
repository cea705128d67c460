/** The open conversation while the next one loads: its header and a few bubbles, shapes only. */
export function PaneSkeleton() {
  return (
    <div aria-hidden="true" className="flex min-h-0 flex-1 animate-pulse flex-col motion-reduce:animate-none">
      <div className="flex items-center gap-3 border-b border-line px-4 py-3">
        <span className="size-10 rounded-full bg-canvas" />
        <span className="grid flex-1 gap-1.5">
          <span className="h-4 w-40 rounded-full bg-canvas" />
          <span className="h-3 w-16 rounded-full bg-canvas" />
        </span>
      </div>
      <div className="flex flex-1 flex-col justify-end gap-3 px-5 py-4">
        <span className="h-10 w-2/3 self-start rounded-2xl bg-canvas" />
        <span className="h-10 w-1/2 self-end rounded-2xl bg-brand-50" />
        <span className="h-16 w-3/5 self-start rounded-2xl bg-canvas" />
        <span className="h-10 w-2/5 self-end rounded-2xl bg-brand-50" />
      </div>
      <div className="border-t border-line p-3">
        <span className="block h-11 rounded-xl bg-canvas" />
      </div>
    </div>
  );
}
