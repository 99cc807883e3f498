import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import TabletMac from '@mui/icons-material/TabletMac';
import LaptopMac from '@mui/icons-material/LaptopMac';
import DesktopWindows from '@mui/icons-material/DesktopWindows';

const viewports = [
  { id: 'phone', name: 'Phone', width: '375 px', icon: <PhoneIphone /> },
  { id: 'tablet', name: 'Tablet', width: '768 px', icon: <TabletMac /> },
  { id: 'laptop', name: 'Laptop', width: '1280 px', icon: <LaptopMac /> },
  { id: 'desktop', name: 'Wide screen', width: '1920 px', icon: <DesktopWindows /> },
];

export default function ViewportChecklist() {
  const headingId = React.useId();
  const [checked, setChecked] = React.useState<string[]>(['phone', 'laptop']);

  return (
    <Box>
      <Typography id={headingId} level="title-sm" sx={{ mb: 1.5 }}>
        Take screenshots at
      </Typography>
      <Box
        role="group"
        aria-labelledby={headingId}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}
      >
        {viewports.map((viewport) => {
          const isChecked = checked.includes(viewport.id);
          return (
            <Sheet
              key={viewport.id}
              variant="outlined"
              sx={{
                position: 'relative',
                borderRadius: 'md',
                p: 1.5,
                display: 'flex',
                flexDirection: 'column',
                gap: 1,
                '--Icon-fontSize': '1.75rem',
                ...(isChecked && { borderColor: 'primary.500', bgcolor: 'primary.softBg' }),
              }}
            >
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Box sx={{ color: isChecked ? 'primary.plainColor' : 'text.icon', display: 'flex' }}>{viewport.icon}</Box>
                <Checkbox
                  overlay
                  checked={isChecked}
                  onChange={(event) =>
                    setChecked((list) => (event.target.checked ? [...list, viewport.id] : list.filter((id) => id !== viewport.id)))
                  }
                  slotProps={{ input: { 'aria-label': `${viewport.name}, ${viewport.width}` } }}
                />
              </Box>
              <div>
                <Typography level="title-sm">{viewport.name}</Typography>
                <Typography level="body-xs">{viewport.width} wide</Typography>
              </div>
            </Sheet>
          );
        })}
      </Box>
    </Box>
  );
}
