import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import ViewListIcon from '@mui/icons-material/ViewList';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';

const sizes = ['small', 'medium', 'large'] as const;

export default function ToggleButtonSizes() {
  const [view, setView] = React.useState('list');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {sizes.map((size) => (
        <ToggleButtonGroup
          key={size}
          size={size}
          value={view}
          exclusive
          onChange={(_event, newView: string | null) => {
            if (newView !== null) {
              setView(newView);
            }
          }}
          aria-label={`Task view, ${size}`}
        >
          <ToggleButton value="list" aria-label="List">
            <ViewListIcon />
          </ToggleButton>
          <ToggleButton value="grid" aria-label="Grid">
            <ViewModuleIcon />
          </ToggleButton>
          <ToggleButton value="board" aria-label="Board">
            <ViewKanbanIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      ))}
    </Stack>
  );
}
