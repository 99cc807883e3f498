import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const start = ['Home', 'Recipes', 'Baking', 'Sourdough'];

export default function FolderBreadcrumbs() {
  const [path, setPath] = React.useState(start);

  return (
    <div>
      <Breadcrumbs aria-label="Folder path">
        {path.slice(0, -1).map((folder, index) => (
          <Link key={folder} component="button" underline="hover" onClick={() => setPath(path.slice(0, index + 1))}>
            {folder}
          </Link>
        ))}
        <Typography sx={{ color: 'text.primary' }} aria-current="page">
          {path[path.length - 1]}
        </Typography>
      </Breadcrumbs>
      {path.length < start.length ? (
        <Link component="button" variant="body2" sx={{ mt: 1 }} onClick={() => setPath(start)}>
          Back to Sourdough
        </Link>
      ) : null}
    </div>
  );
}
