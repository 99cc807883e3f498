import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Check from '@mui/icons-material/Check';
import ClientLink from '../components/ClientLink';
import { isExternalHref } from '../components/Link';
import { withDocsTheme } from '../theme/DocsMuiProvider';

export interface LinkMenuItem {
  text: string;
  href: string;
  secondary?: string;
  current?: boolean;
}

interface LinkMenuListProps {
  id: string;
  anchorEl: HTMLElement;
  items: LinkMenuItem[];
  onClose: () => void;
}

function LinkMenuList({ id, anchorEl, items, onClose }: LinkMenuListProps) {
  return (
    // The id goes on the list (role="menu"), the element the button's aria-controls must name.
    <Menu anchorEl={anchorEl} open onClose={onClose} slotProps={{ list: { id } }}>
      {items.map((item) => (
        <MenuItem
          key={item.href}
          component={isExternalHref(item.href) ? 'a' : ClientLink}
          href={item.href}
          aria-current={item.current ? 'page' : undefined}
          selected={item.current}
          onClick={onClose}
        >
          <ListItemIcon>{item.current ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText primary={item.text} secondary={item.secondary ?? (item.current ? 'Current' : undefined)} />
        </MenuItem>
      ))}
    </Menu>
  );
}

// Loaded on use, with Material UI and the site's theme; the first load has neither.
export default withDocsTheme(LinkMenuList);
