import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function SelectDisabled() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl sx={{ width: 220 }}>
        <FormLabel>Storage plan</FormLabel>
        <Select defaultValue="100">
          <Option value="20">20 GB</Option>
          <Option value="100">100 GB</Option>
          <Option value="1000" disabled>
            1 TB (Business plan only)
          </Option>
        </Select>
        <FormHelperText>One option is disabled but still listed.</FormHelperText>
      </FormControl>
      <FormControl disabled sx={{ width: 220 }}>
        <FormLabel>Data region</FormLabel>
        <Select defaultValue="eu">
          <Option value="eu">Europe</Option>
          <Option value="us">United States</Option>
        </Select>
        <FormHelperText>Fixed when the workspace was created.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
