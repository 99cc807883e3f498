import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AccountCircle from '@mui/icons-material/AccountCircle';
import LocationOn from '@mui/icons-material/LocationOn';
import Search from '@mui/icons-material/Search';

export default function InputWithIcon() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-end' }}>
      <TextField
        id="icon-search"
        label="Search orders"
        type="search"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        id="icon-assignee"
        label="Assignee"
        variant="standard"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <AccountCircle />
              </InputAdornment>
            ),
          },
        }}
      />
      {/* The icon sits outside the field, lined up with the text baseline. */}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <LocationOn sx={{ color: 'action.active', mb: 0.5 }} />
        <TextField id="icon-city" label="City" variant="standard" autoComplete="address-level2" />
      </Box>
    </Stack>
  );
}
