import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';

const collapsed = [
  { label: 'Engineering', href: '#wiki-engineering' },
  { label: 'Platform', href: '#wiki-engineering-platform' },
  { label: 'Runbooks', href: '#wiki-engineering-platform-runbooks' },
];

export default function BreadcrumbsMenu() {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      <Link color="neutral" href="?section=wiki">
        Wiki
      </Link>
      <Dropdown>
        <MenuButton
          slots={{ root: IconButton }}
          slotProps={{ root: { size: 'sm', variant: 'plain', color: 'neutral' } }}
          aria-label={`Show ${collapsed.length} hidden levels`}
          sx={{ '--IconButton-size': '1.75rem' }}
        >
          <MoreHorizRounded />
        </MenuButton>
        <Menu size="sm" placement="bottom-start">
          {collapsed.map((item) => (
            <MenuItem key={item.href} component="a" href={item.href}>
              {item.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Link color="neutral" href="?section=wiki-engineering-platform-runbooks-db">
        Databases
      </Link>
      <Typography aria-current="page">Restoring a replica</Typography>
    </Breadcrumbs>
  );
}
