import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import Typography from '@mui/joy/Typography';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import LocalOfferRoundedIcon from '@mui/icons-material/LocalOfferRounded';
import PeopleRoundedIcon from '@mui/icons-material/PeopleRounded';
import SettingsRoundedIcon from '@mui/icons-material/SettingsRounded';
import ShoppingCartRoundedIcon from '@mui/icons-material/ShoppingCartRounded';
import visuallyHidden from './visuallyHidden';

interface NavigationProps {
  /** Pending orders, shown beside "Orders". */
  pending: number;
  /** A page this demo does not have. */
  onOtherPage: (page: string) => void;
  /** Orders itself: the drawer closes on it. */
  onCurrentPage?: () => void;
}

const SHOP = [
  { label: 'Dashboard', icon: <HomeRoundedIcon /> },
  { label: 'Orders', icon: <ShoppingCartRoundedIcon /> },
  { label: 'Products', icon: <Inventory2RoundedIcon /> },
  { label: 'Customers', icon: <PeopleRoundedIcon /> },
];

const MORE = [
  { label: 'Discounts', icon: <LocalOfferRoundedIcon /> },
  { label: 'Reports', icon: <BarChartRoundedIcon /> },
  { label: 'Messages', icon: <ForumRoundedIcon />, count: 3 },
  { label: 'Settings', icon: <SettingsRoundedIcon /> },
];

/** The shop's sections, with Orders as the current page; the same list sits in the sidebar and the phone's drawer. */
export default function Navigation({ pending, onOtherPage, onCurrentPage }: NavigationProps) {
  const item = ({ label, icon, count }: { label: string; icon: React.ReactElement; count?: number }) => {
    const current = label === 'Orders';
    const badge = current ? pending : count;
    return (
      <ListItem key={label}>
        <ListItemButton
          selected={current}
          aria-current={current ? 'page' : undefined}
          onClick={current ? onCurrentPage : () => onOtherPage(label)}
        >
          <ListItemDecorator>{icon}</ListItemDecorator>
          <ListItemContent>{label}</ListItemContent>
          {badge ? (
            <Chip size="sm" variant={current ? 'solid' : 'soft'} color={current ? 'primary' : 'neutral'}>
              {badge}
              <Box component="span" sx={visuallyHidden}>
                {current ? ' pending' : ' unread'}
              </Box>
            </Chip>
          ) : null}
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 1 }}>
      <List
        size="sm"
        sx={{
          flex: 'none',
          '--ListItem-radius': 'var(--joy-radius-sm)',
          '--List-gap': '2px',
          '--List-nestedInsetStart': '0px',
          '& [aria-current="page"]': { fontWeight: 'lg' },
        }}
      >
        <ListItem nested>
          <ListSubheader sx={{ letterSpacing: '0.08em' }}>Shop</ListSubheader>
          <List>{SHOP.map(item)}</List>
        </ListItem>
        <ListItem nested sx={{ mt: 2 }}>
          <ListSubheader sx={{ letterSpacing: '0.08em' }}>Manage</ListSubheader>
          <List>{MORE.map(item)}</List>
        </ListItem>
      </List>
      <Box sx={{ mt: 'auto' }}>
        <Divider sx={{ my: 2 }} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1 }}>
          <Avatar size="sm" variant="soft" color="primary">
            SO
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography level="title-sm" noWrap>
              Saoirse Ortega
            </Typography>
            <Typography level="body-xs" noWrap>
              Owner · Kettle &amp; Kiln
            </Typography>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
