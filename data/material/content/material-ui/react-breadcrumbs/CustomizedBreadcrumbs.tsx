import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import { emphasize, styled } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';

// Each level is a small chip-shaped link; the colors follow the light or dark scheme.
const ChipCrumb = styled(Chip)(({ theme }) => ({
  height: theme.spacing(3),
  fontWeight: theme.typography.fontWeightRegular,
  backgroundColor: theme.palette.grey[100],
  color: theme.palette.text.primary,
  '&:hover, &:focus-visible': { backgroundColor: emphasize(theme.palette.grey[100], 0.06) },
  '&:active': { boxShadow: theme.shadows[1], backgroundColor: emphasize(theme.palette.grey[100], 0.12) },
  ...theme.applyStyles('dark', {
    backgroundColor: theme.palette.grey[800],
    '&:hover, &:focus-visible': { backgroundColor: emphasize(theme.palette.grey[800], 0.06) },
    '&:active': { backgroundColor: emphasize(theme.palette.grey[800], 0.12) },
  }),
})) as typeof Chip;

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function CustomizedBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb" onClick={preventPlainLinkClick}>
      <ChipCrumb component="a" href="?section=recipes" label="Recipes" icon={<HomeIcon fontSize="small" />} clickable />
      <ChipCrumb component="a" href="?section=baking" label="Baking" clickable />
      {/* The current page: a plain, non-clickable chip. */}
      <ChipCrumb label="Sourdough bread" aria-current="page" />
    </Breadcrumbs>
  );
}
