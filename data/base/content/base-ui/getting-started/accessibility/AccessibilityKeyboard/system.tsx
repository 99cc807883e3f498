import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';
import { plans } from './data';

const List = styled(TabsList)(({ theme }) => ({
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: 10,
  width: 'fit-content',
  maxWidth: '100%',
  backgroundColor: '#f3f4f6',
  ...theme.applyStyles('dark', { backgroundColor: '#1f2937' }),
}));

const PlanTab = styled(Tab)(({ theme }) => ({
  padding: '6px 14px',
  border: 'none',
  borderRadius: 8,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  backgroundColor: 'transparent',
  color: 'inherit',
  '&.base--selected': {
    backgroundColor: '#fff',
    boxShadow: '0 1px 2px rgba(0, 0, 0, 0.3)',
  },
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  ...theme.applyStyles('dark', { '&.base--selected': { backgroundColor: '#111827' } }),
}));

const Panel = styled(TabPanel)`
  padding: 12px 4px;

  &:focus-visible {
    outline: 3px solid #60a5fa;
  }
`;

export default function AccessibilityKeyboard() {
  return (
    <Tabs defaultValue="monthly">
      <List aria-label="Billing period">
        {plans.map((plan) => (
          <PlanTab key={plan.value} value={plan.value}>
            {plan.label}
          </PlanTab>
        ))}
      </List>
      {plans.map((plan) => (
        <Panel key={plan.value} value={plan.value}>
          <strong>{plan.price}</strong> · {plan.note}
        </Panel>
      ))}
    </Tabs>
  );
}
