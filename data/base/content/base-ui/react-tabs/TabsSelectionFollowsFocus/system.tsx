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

export default function TabsSelectionFollowsFocus() {
  return (
    <TabsRoot defaultValue="north" selectionFollowsFocus>
      <List aria-label="Sales region">
        <TabItem value="north">North</TabItem>
        <TabItem value="south">South</TabItem>
        <TabItem value="east">East</TabItem>
        <TabItem value="west">West</TabItem>
      </List>
      <Panel value="north">North: 412 orders, up 6% on last quarter.</Panel>
      <Panel value="south">South: 388 orders, level with last quarter.</Panel>
      <Panel value="east">East: 251 orders, down 3% on last quarter.</Panel>
      <Panel value="west">West: 530 orders, up 14% on last quarter.</Panel>
    </TabsRoot>
  );
}
