import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';
import { airports, people, type Airport, type Person } from './data';

interface TripForm {
  destination: Airport | null;
  travellers: Person[];
}

export default function AutocompleteHookForm() {
  const [summary, setSummary] = React.useState('');
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TripForm>({ defaultValues: { destination: null, travellers: [] } });

  const onSubmit = (data: TripForm) =>
    setSummary(`Trip to ${data.destination?.city} for ${data.travellers.map((person) => person.name).join(', ')}.`);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit, () => setSummary(''))}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 380, maxWidth: '100%' }}
    >
      <Controller
        name="destination"
        control={control}
        rules={{ required: 'Choose where the trip goes.' }}
        render={({ field: { ref, onChange, ...field } }) => (
          <FormControl required error={Boolean(errors.destination)}>
            <FormLabel>Destination</FormLabel>
            <Autocomplete
              {...field}
              slotProps={{ input: { ref } }}
              onChange={(event, value) => onChange(value)}
              options={airports}
              getOptionLabel={(option) => `${option.city} (${option.code})`}
              isOptionEqualToValue={(option, selected) => option.code === selected.code}
              placeholder="City"
            />
            {errors.destination && <FormHelperText>{errors.destination.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        name="travellers"
        control={control}
        rules={{ validate: (value) => (value.length >= 1 && value.length <= 4) || 'Add one to four travellers.' }}
        render={({ field: { ref, onChange, ...field } }) => (
          <FormControl required error={Boolean(errors.travellers)}>
            <FormLabel>Travellers</FormLabel>
            <Autocomplete
              {...field}
              multiple
              slotProps={{ input: { ref } }}
              onChange={(event, value) => onChange(value)}
              options={people}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, selected) => option.name === selected.name}
              placeholder="Add people"
              renderTags={(tags, getTagProps) =>
                tags.map((person, index) => {
                  const { key, ...tagProps } = getTagProps({ index });
                  return (
                    <Chip key={key} variant="soft" endDecorator={<ChipDelete {...tagProps} aria-label={`Remove ${person.name}`} />}>
                      {person.name}
                    </Chip>
                  );
                })
              }
            />
            {errors.travellers && <FormHelperText>{errors.travellers.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
        Book the trip
      </Button>
      <Typography level="body-sm" role="status">
        {summary}
      </Typography>
    </Box>
  );
}
