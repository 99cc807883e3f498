import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { getSiteOrigin } from '../config';
import { useTranslate } from '../i18n/TranslationsContext';
import { markdownPathOf } from './markdownPath';
import { assistantLinks, markdownUrlOf } from './pageActions';
import { withDocsTheme } from '../theme/DocsMuiProvider';

interface PageActionsMenuProps {
  id: string;
  anchorEl: HTMLElement;
  route: string;
  title: string;
  onClose: () => void;
}

/** View as Markdown, and the assistants that can read it: plain links, so a middle click works too. */
function PageActionsMenu({ id, anchorEl, route, title, onClose }: PageActionsMenuProps) {
  const t = useTranslate();
  const newTab = t('opensInNewTab');
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {/* A file, not a page of the app: the browser loads it. */}
      <MenuItem component="a" href={markdownPathOf(route)} type="text/markdown" onClick={onClose}>
        <ListItemIcon>
          <DescriptionOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('viewMarkdown')} />
      </MenuItem>
      {assistantLinks(markdownUrlOf(getSiteOrigin(), route), title).map((link) => (
        <MenuItem key={link.name} component="a" href={link.href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          <ListItemIcon>
            <OpenInNew fontSize="small" titleAccess={newTab} />
          </ListItemIcon>
          <ListItemText primary={`${t('openIn')} ${link.name}`} />
        </MenuItem>
      ))}
    </Menu>
  );
}

// Loaded on use, with Material UI and the site's theme; the first load has neither.
export default withDocsTheme(PageActionsMenu);
