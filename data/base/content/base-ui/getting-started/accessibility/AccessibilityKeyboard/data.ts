export const plans = [
  { value: 'monthly', label: 'Monthly', price: '$12 per month', note: 'Cancel at any time.' },
  { value: 'yearly', label: 'Yearly', price: '$120 per year', note: 'Two months free.' },
  { value: 'team', label: 'Team', price: '$9 per seat per month', note: 'Minimum of five seats.' },
];
