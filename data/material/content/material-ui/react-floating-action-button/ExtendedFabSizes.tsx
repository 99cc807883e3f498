import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import NavigationIcon from '@mui/icons-material/Navigation';

const sizes = ['small', 'medium', 'large'] as const;

export default function ExtendedFabSizes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {sizes.map((size) => (
        <Fab key={size} variant="extended" size={size} color="primary">
          <NavigationIcon sx={{ mr: 1 }} />
          Start route
        </Fab>
      ))}
    </Stack>
  );
}
