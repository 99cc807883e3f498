import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const VRoot = styled(Tabs)({
  display: 'flex',
  gap: 16,
  width: '100%',
  maxWidth: 576,
});

const VList = styled(TabsList)({
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  borderRight: '1px solid #e5e7eb',
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    borderRightColor: '#374151',
  },
});

const VTab = styled(Tab)({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  textAlign: 'left',
  padding: '8px 14px',
  border: 0,
  borderRight: '2px solid transparent',
  borderRadius: '6px 0 0 6px',
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
    borderRightColor: '#1d4ed8',
  },
  // The site puts a `dark` class on <html> in dark mode.
  '.dark &': {
    color: '#d1d5db',
    '&:hover': {
      backgroundColor: '#1f2937',
    },
    '&.base--selected': {
      color: '#93c5fd',
      borderRightColor: '#93c5fd',
    },
  },
});

const VPanel = styled(TabPanel)({
  flex: 1,
  minWidth: 0,
  padding: '8px 0',
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

export default function TabsVertical() {
  return (
    <VRoot defaultValue="profile" orientation="vertical">
      <VList aria-label="Account settings">
        <VTab value="profile">Profile</VTab>
        <VTab value="notifications">Notifications</VTab>
        <VTab value="privacy">Privacy</VTab>
      </VList>
      <VPanel value="profile">Name, photo and the short bio shown on your public page.</VPanel>
      <VPanel value="notifications">E-mail digests are sent every Monday; mentions notify you at once.</VPanel>
      <VPanel value="privacy">Your profile is visible to members of your workspaces only.</VPanel>
    </VRoot>
  );
}
