import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const recentFiles = [
  'Field survey results, northern wetlands, spring season, final revision.xlsx',
  'Meeting notes.docx',
  'Supplier contract renewal with updated delivery schedule and penalty clauses.pdf',
];

function RecentFilesMenu({ wrap }: { wrap: boolean }) {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = wrap ? 'recent-wrapped' : 'recent-truncated';

  return (
    <div>
      <Button
        id={`${id}-button`}
        variant="outlined"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        {wrap ? 'Recent files (wrapped)' : 'Recent files (truncated)'}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        slotProps={{ paper: { sx: { width: 280 } }, list: { 'aria-labelledby': `${id}-button` } }}
      >
        {recentFiles.map((file) => (
          <MenuItem key={file} onClick={() => setAnchorEl(null)} title={wrap ? undefined : file}>
            {wrap ? (
              <Typography sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{file}</Typography>
            ) : (
              <Typography noWrap>{file}</Typography>
            )}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}

export default function LongTextMenu() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <RecentFilesMenu wrap={false} />
      <RecentFilesMenu wrap />
    </Stack>
  );
}
