import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Check from '@mui/icons-material/Check';
import type { ProductVersion } from '../navigation/types';

interface VersionsMenuListProps {
  id: string;
  anchorEl: HTMLElement;
  versions: ProductVersion[];
  onClose: () => void;
}

export default function VersionsMenuList({ id, anchorEl, versions, onClose }: VersionsMenuListProps) {
  return (
    <Menu id={id} anchorEl={anchorEl} open onClose={onClose}>
      {versions.map((version) => (
        <MenuItem
          key={version.text}
          component="a"
          href={version.href}
          aria-current={version.current ? 'page' : undefined}
          selected={version.current}
          onClick={onClose}
        >
          <ListItemIcon>{version.current ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText primary={version.text} secondary={version.current ? 'Current' : undefined} />
        </MenuItem>
      ))}
    </Menu>
  );
}
