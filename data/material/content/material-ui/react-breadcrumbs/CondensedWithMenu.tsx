import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';

const hidden = [
  { label: 'Regions', href: '?section=regions' },
  { label: 'Europe', href: '?section=europe' },
  { label: 'Nordics', href: '?section=nordics' },
];

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function CondensedWithMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <>
      <Breadcrumbs aria-label="breadcrumb" onClick={preventPlainLinkClick}>
        <Link underline="hover" color="inherit" href="?section=stores">
          Stores
        </Link>
        {/* The middle levels live in a menu instead of an inline expansion. */}
        <IconButton
          size="small"
          aria-label={`Show ${hidden.length} more levels`}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? 'breadcrumb-levels' : undefined}
          onClick={(event) => setAnchorEl(event.currentTarget)}
          sx={{ borderRadius: 1, py: 0 }}
        >
          <MoreHorizIcon fontSize="small" />
        </IconButton>
        <Link underline="hover" color="inherit" href="?section=oslo">
          Oslo
        </Link>
        <Typography sx={{ color: 'text.primary' }}>Opening hours</Typography>
      </Breadcrumbs>
      <Menu
        id="breadcrumb-levels"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {hidden.map((item) => (
          <MenuItem
            key={item.href}
            component="a"
            href={item.href}
            onClick={(event: React.MouseEvent<HTMLElement>) => {
              preventPlainLinkClick(event);
              setAnchorEl(null);
            }}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
