/** Amounts as lines of a receipt, the last one the total in bold; figures isolated for right to left. */
export function AmountLines({ lines, total }: { lines: [string, string][]; total: [string, string] }) {
  return (
    <dl className="grid gap-2 rounded-xl bg-canvas p-4 text-sm">
      {lines.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-muted">{label}</dt>
          <dd className="tabular-nums">
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2 font-bold">
        <dt>{total[0]}</dt>
        <dd className="tabular-nums">
          <bdi>{total[1]}</bdi>
        </dd>
      </div>
    </dl>
  );
}
