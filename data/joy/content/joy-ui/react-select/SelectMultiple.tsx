import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Check from '@mui/icons-material/Check';

const skills = ['Accessibility', 'Copywriting', 'Data analysis', 'Illustration', 'Motion design', 'Prototyping', 'User research'];

export default function SelectMultiple() {
  const [value, setValue] = React.useState<string[]>(['Prototyping', 'User research']);

  return (
    <FormControl sx={{ width: 340, maxWidth: '100%' }}>
      <FormLabel>Skills</FormLabel>
      <Select
        multiple
        value={value}
        onChange={(_, newValue) => setValue(newValue)}
        placeholder="Pick up to five skills"
        renderValue={(selected) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {selected.map((option) => (
              <Chip key={option.value} size="sm" variant="soft" color="primary">
                {option.label}
              </Chip>
            ))}
          </Box>
        )}
        slotProps={{ button: { sx: { whiteSpace: 'normal', py: 0.5 } } }}
      >
        {skills.map((skill) => (
          <Option key={skill} value={skill} label={skill} disabled={value.length >= 5 && !value.includes(skill)}>
            <ListItemDecorator>{value.includes(skill) && <Check />}</ListItemDecorator>
            {skill}
          </Option>
        ))}
      </Select>
      <FormHelperText>{value.length} of 5 chosen. The list stays open while you pick.</FormHelperText>
    </FormControl>
  );
}
