import Autocomplete from '@mui/joy/Autocomplete';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { airports, departments } from './data';

export default function AutocompleteDecorators() {
  return (
    <Stack spacing={2} sx={{ width: 340, maxWidth: '100%' }}>
      <FormControl>
        <FormLabel>From</FormLabel>
        <Autocomplete
          startDecorator={<FlightTakeoff />}
          options={airports}
          getOptionLabel={(option) => `${option.city} (${option.code})`}
          placeholder="Departure city"
        />
      </FormControl>
      <FormControl>
        <FormLabel>Cost centre</FormLabel>
        <Autocomplete
          startDecorator={<BusinessOutlined />}
          endDecorator={
            <Chip size="sm" variant="soft" color="primary">
              2025
            </Chip>
          }
          options={departments}
          defaultValue="Research"
        />
      </FormControl>
    </Stack>
  );
}
