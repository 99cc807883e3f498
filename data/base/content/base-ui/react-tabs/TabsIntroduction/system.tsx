import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const TabsRoot = styled(Tabs)({
  width: '100%',
  maxWidth: 576,
});

const List = styled(TabsList)({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  borderBottom: '1px solid #e5e7eb',
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    borderBottomColor: '#374151',
  },
});

const TabItem = styled(Tab)({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '8px 14px',
  border: 0,
  borderBottom: '2px solid transparent',
  borderRadius: '6px 6px 0 0',
  background: 'transparent',
  color: '#4b5563',
  cursor: 'pointer',
  '&:hover': {
    backgroundColor: '#f3f4f6',
  },
  '&:focus-visible': {
    outline: '3px solid #60a5fa',
    outlineOffset: -3,
  },
  '&.base--selected': {
    color: '#1d4ed8',
    borderBottomColor: '#1d4ed8',
  },
  '&.base--disabled': {
    color: '#9ca3af',
    cursor: 'not-allowed',
    backgroundColor: 'transparent',
  },
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    color: '#d1d5db',
    '&:hover': {
      backgroundColor: '#1f2937',
    },
    '&.base--selected': {
      color: '#93c5fd',
      borderBottomColor: '#93c5fd',
    },
    '&.base--disabled': {
      color: '#6b7280',
      backgroundColor: 'transparent',
    },
  },
});

const Panel = styled(TabPanel)({
  padding: '16px 0',
  fontSize: '0.875rem',
  lineHeight: '1.5rem',
  color: '#1f2937',
  '&:focus-visible': {
    outline: '3px solid #60a5fa',
  },
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    color: '#e5e7eb',
  },
});

export default function TabsIntroduction() {
  return (
    <TabsRoot defaultValue="overview">
      <List aria-label="Order details">
        <TabItem value="overview">Overview</TabItem>
        <TabItem value="items">Items</TabItem>
        <TabItem value="shipping">Shipping</TabItem>
      </List>
      <Panel value="overview">Order #48213 was placed on 3 March and paid by card. It contains 3 items, total €148.20.</Panel>
      <Panel value="items">Linen shirt (M) × 1, canvas tote bag × 1, ceramic mug set × 1.</Panel>
      <Panel value="shipping">Standard delivery to Rua das Flores 12, Porto. Expected on Thursday.</Panel>
    </TabsRoot>
  );
}
