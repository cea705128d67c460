/**
 * The trigger's accessible name: "Currency: AED", or "EN, Language: English" when the trigger shows a
 * short form (WCAG 2.5.3, label in name).
 */
export function triggerName({ label, value, shown }: { label: string; value?: string; shown?: string }) {
  const name = value ? `${label}: ${value}` : label;
  return shown && !name.includes(shown) ? `${shown}, ${name}` : name;
}
