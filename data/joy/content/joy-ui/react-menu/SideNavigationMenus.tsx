import * as React from 'react';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import AnalyticsOutlined from '@mui/icons-material/AnalyticsOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CircleRounded from '@mui/icons-material/CircleRounded';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';

const sections = [
  { label: 'Campaigns', icon: <CampaignOutlined />, items: ['Spring sale', 'Newsletter #48', 'Loyalty week'] },
  { label: 'Audiences', icon: <GroupsOutlined />, items: ['All subscribers', 'Lapsed buyers', 'VIP'] },
  { label: 'Reports', icon: <AnalyticsOutlined />, items: ['Opens and clicks', 'Revenue', 'Unsubscribes'] },
];

export default function SideNavigationMenus() {
  const [page, setPage] = React.useState('Spring sale');
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Sheet
        component="nav"
        aria-label="Marketing"
        variant="soft"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: 1, borderRadius: 'md' }}
      >
        {sections.map((section) => {
          const active = section.items.includes(page);
          return (
            <Dropdown key={section.label}>
              <MenuButton
                slots={{ root: IconButton }}
                slotProps={{ root: { variant: active ? 'solid' : 'plain', color: active ? 'primary' : 'neutral' } }}
                aria-label={section.label}
              >
                {section.icon}
              </MenuButton>
              <Menu placement="right-start" size="sm" sx={{ minWidth: 200 }}>
                <ListSubheader>{section.label}</ListSubheader>
                {section.items.map((item) => (
                  <MenuItem
                    key={item}
                    selected={item === page}
                    aria-current={item === page ? 'page' : undefined}
                    onClick={() => setPage(item)}
                  >
                    <ListItemDecorator>{item === page ? <CircleRounded sx={{ fontSize: 8 }} /> : null}</ListItemDecorator>
                    {item}
                  </MenuItem>
                ))}
              </Menu>
            </Dropdown>
          );
        })}
      </Sheet>
      <Box sx={{ pt: 1, minWidth: 0 }}>
        <Typography level="body-xs">Current page</Typography>
        <Typography level="title-lg" role="status">
          {page}
        </Typography>
      </Box>
    </Box>
  );
}
