import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import CalendarViewMonthRounded from '@mui/icons-material/CalendarViewMonthRounded';

export default function FullWidthToggleGroup() {
  const [view, setView] = React.useState<string | null>('list');

  return (
    <Box sx={{ maxWidth: 480, width: '100%' }}>
      {/* buttonFlex={1} stretches the buttons to share the full width of the group equally. */}
      <ToggleButtonGroup
        buttonFlex={1}
        aria-label="Project view"
        value={view}
        onChange={(event, value) => value && setView(value)}
        sx={{ width: '100%' }}
      >
        <Button value="list" startDecorator={<ViewListRounded />}>
          List
        </Button>
        <Button value="board" startDecorator={<GridViewRounded />}>
          Board
        </Button>
        <Button value="calendar" startDecorator={<CalendarViewMonthRounded />}>
          Calendar
        </Button>
      </ToggleButtonGroup>
    </Box>
  );
}
