import type { AnyMachine, DeadlineKind, MachineRow } from '@wasla/shared/state-machine/machine';

type Row = MachineRow<string, string, string, string, string>;

const code = (text: string) => `\`${text}\``;
const cell = (text: string | undefined) => (text ? code(text) : '');

/** A mermaid label: the event, who fires it, and its guard or deadline. */
function label(row: Row) {
  const who = row.by === 'timer' ? `⏱ ${row.deadline}` : row.by;
  return `${row.event} (${who})${row.guard ? ` [${row.guard}]` : ''}`.replace(/:/g, ' ');
}

function diagram(machine: AnyMachine) {
  const lines = ['```mermaid', 'stateDiagram-v2', `  [*] --> ${machine.initial}`];
  for (const row of machine.rows as Row[]) lines.push(`  ${row.from} --> ${row.to}: ${label(row)}`);
  lines.push('```');
  return lines.join('\n');
}

const WHEN_DUE = {
  instant: 'at the moment written in it',
  first_day: 'from the start of that day (UTC)',
  last_day: 'once that day is over (UTC)',
} as const;

/**
 * The page of one machine: the rows as a table, a diagram, and what each guard, deadline and event
 * means. Generated, never written by hand; a test fails when the committed page differs.
 */
export function renderMachinePage(
  machine: AnyMachine,
  page: { title: string; source: string; intro: string },
) {
  const rows = machine.rows as Row[];
  const table = [
    '| from | event | to | by | guard | deadline | clears | emits |',
    '| ---- | ----- | -- | -- | ----- | -------- | ------ | ----- |',
    ...rows.map(
      (row) =>
        `| ${code(row.from)} | ${code(row.event)} | ${code(row.to)} | ${row.by} | ${cell(row.guard)} | ${cell(row.deadline)} | ${(row.clears ?? []).map(code).join(', ')} | ${code(`${machine.subject}.${machine.emits[row.event]}`)} |`,
    ),
  ];
  const guards = Object.entries(machine.guards as Record<string, { means: string }>).map(
    ([name, guard]) => `- ${code(name)}: ${guard.means}.`,
  );
  const deadlines = Object.entries(
    machine.deadlines as Record<string, { kind: DeadlineKind; means: string }>,
  ).map(
    ([name, deadline]) =>
      `- ${code(name)} (${deadline.kind}, due ${WHEN_DUE[deadline.kind]}): ${deadline.means}.`,
  );
  return [
    `# ${page.title}`,
    '',
    `<!-- Generated from ${page.source} by \`npm run docs:state-machines\`; do not edit by hand. -->`,
    '',
    page.intro,
    '',
    `States: ${(machine.states as string[]).map(code).join(', ')}; a new ${machine.subject} starts as ${code(machine.initial)}.`,
    '',
    '## Transitions',
    '',
    'Rows sharing a from and an event are tried in order; the first whose guard holds applies. Timer rows',
    'run in this order on every sweep. Every change writes one row of `state_history` and one domain event.',
    '',
    ...table,
    '',
    diagram(machine),
    '',
    '## Guards',
    '',
    ...guards,
    '',
    '## Deadlines',
    '',
    ...deadlines,
    '',
  ].join('\n');
}
