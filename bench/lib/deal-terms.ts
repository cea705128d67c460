/** The terms every benchmark's offer is sent with: a small logo job at the service's single price. */
export const BENCH_DEAL_TERMS = {
  title: 'A logo for my bakery',
  description: 'A round logo in two colours, with the bakery name written in Arabic and in English.',
  budget_type: 'individual',
  estimated_time: 3,
  estimated_unit: 'day',
};
