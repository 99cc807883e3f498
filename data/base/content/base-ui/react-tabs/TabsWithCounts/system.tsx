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

const Count = styled('span')({
  marginLeft: 8,
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: '0.75rem',
  backgroundColor: '#e5e7eb',
  color: '#1f2937',
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    backgroundColor: '#374151',
    color: '#f3f4f6',
  },
});

const folders = [
  { value: 'inbox', label: 'Inbox', count: 12, text: 'Latest: “Invoice for February” from Kestrel Studio.' },
  { value: 'assigned', label: 'Assigned to me', count: 3, text: 'Latest: “Broken link on pricing page”.' },
  { value: 'done', label: 'Done', count: 0, text: 'Nothing finished yet this week.' },
];

export default function TabsWithCounts() {
  return (
    <TabsRoot defaultValue="inbox">
      <List aria-label="Support tickets">
        {folders.map((folder) => (
          <TabItem key={folder.value} value={folder.value}>
            {folder.label}
            <Count aria-label={`${folder.count} tickets`}>{folder.count}</Count>
          </TabItem>
        ))}
      </List>
      {folders.map((folder) => (
        <Panel key={folder.value} value={folder.value}>
          {folder.text}
        </Panel>
      ))}
    </TabsRoot>
  );
}
