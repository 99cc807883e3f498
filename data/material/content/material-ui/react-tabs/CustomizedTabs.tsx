import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { styled } from '@mui/material/styles';

const PillTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  padding: 4,
  borderRadius: 999,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  display: 'inline-flex',
  '& .MuiTabs-indicator': {
    height: '100%',
    borderRadius: 999,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    boxShadow: theme.shadows[1],
  },
}));

const PillTab = styled(Tab)(({ theme }) => ({
  zIndex: 1,
  minHeight: 32,
  minWidth: 72,
  paddingBlock: 6,
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: theme.typography.fontWeightMedium,
  color: (theme.vars ?? theme).palette.text.secondary,
  '&.Mui-selected': {
    color: (theme.vars ?? theme).palette.text.primary,
  },
  '&.Mui-focusVisible': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const TabCount = styled('span')(({ theme }) => ({
  marginInlineStart: 6,
  fontSize: 12,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

export default function CustomizedTabs() {
  const [value, setValue] = React.useState('open');

  const handleChange = (event: React.SyntheticEvent, newValue: string) => {
    setValue(newValue);
  };

  return (
    <PillTabs value={value} onChange={handleChange} aria-label="Ticket status">
      <PillTab
        value="open"
        label={
          <span>
            Open<TabCount>12</TabCount>
          </span>
        }
      />
      <PillTab
        value="pending"
        label={
          <span>
            Pending<TabCount>3</TabCount>
          </span>
        }
      />
      <PillTab value="closed" label="Closed" />
    </PillTabs>
  );
}
