/** A Markdown table; `numeric` marks the columns to align right. Numbers get thousands separators. */
export function table(headers: string[], rows: (string | number)[][], numeric: boolean[] = []) {
  const format = (value: string | number) => (typeof value === 'number' ? value.toLocaleString('en') : value);
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map((_, i) => (numeric[i] ? '---:' : '---')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(format).join(' | ')} |`),
  ].join('\n');
}
