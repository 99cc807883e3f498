import * as React from 'react';
import Box from '@mui/material/Box';

const folders = [
  { name: 'Inbox', count: 12 },
  { name: 'Drafts', count: 3 },
  { name: 'Sent', count: 0 },
  { name: 'Archive', count: 0 },
];

export default function PaletteActionStates() {
  const [current, setCurrent] = React.useState('Inbox');

  return (
    <Box
      component="nav"
      aria-label="Mail folders"
      sx={{ maxWidth: 280, mx: 'auto', p: 1, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {folders.map((folder) => {
          const selected = folder.name === current;
          return (
            <li key={folder.name}>
              <Box
                component="button"
                type="button"
                aria-current={selected ? 'page' : undefined}
                onClick={() => setCurrent(folder.name)}
                sx={{
                  width: 1,
                  display: 'flex',
                  justifyContent: 'space-between',
                  px: 1.5,
                  py: 1,
                  border: 0,
                  borderLeft: 3,
                  borderColor: selected ? 'primary.main' : 'transparent',
                  borderRadius: 1,
                  font: 'inherit',
                  textAlign: 'left',
                  cursor: 'pointer',
                  color: 'text.primary',
                  bgcolor: selected ? 'action.selected' : 'transparent',
                  fontWeight: selected ? 'bold' : 'regular',
                  '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
                }}
              >
                <span>{folder.name}</span>
                {folder.count > 0 && (
                  <Box component="span" sx={{ color: 'text.secondary', fontWeight: 'regular' }}>
                    {folder.count}
                    <Box
                      component="span"
                      sx={{
                        position: 'absolute',
                        width: '1px',
                        height: '1px',
                        m: '-1px',
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {' '}
                      unread
                    </Box>
                  </Box>
                )}
              </Box>
            </li>
          );
        })}
      </Box>
      <Box role="status" sx={{ mt: 1, px: 1.5, fontSize: 13, color: 'text.secondary' }}>
        Showing {current}
      </Box>
    </Box>
  );
}
