import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';

const levels = ['Inicio', 'Tienda', 'Deportes', 'Ciclismo', 'Accesorios'];

// The sample addresses stay on this page (a query). A plain click on a link is kept from
// reloading the page; Ctrl/Cmd/Shift-click still opens it in a new tab or window.
function preventPlainLinkClick(event: React.MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a');
  if (link && event.currentTarget.contains(link) && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
    event.preventDefault();
  }
}

export default function CollapsedIconBreadcrumbs() {
  return (
    // A Spanish trail: the label of the expand button is translated with expandText.
    <Breadcrumbs
      aria-label="ruta de navegación"
      maxItems={3}
      expandText="Mostrar la ruta completa"
      slots={{ CollapsedIcon: UnfoldMoreIcon }}
      slotProps={{ collapsedIcon: { sx: { transform: 'rotate(90deg)' } } }}
      lang="es"
      onClick={preventPlainLinkClick}
    >
      {levels.map((level) => (
        <Link key={level} underline="hover" color="inherit" href={`?section=${level.toLowerCase()}`}>
          {level}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }}>Luces traseras</Typography>
    </Breadcrumbs>
  );
}
