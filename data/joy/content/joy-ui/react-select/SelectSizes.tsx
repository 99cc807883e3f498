import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

export default function SelectSizes() {
  return (
    <Stack spacing={2} sx={{ width: 240 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Select key={size} size={size} placeholder={`Size ${size}`} aria-label={`Rows per page, size ${size}`}>
          <Option value={10}>10 rows</Option>
          <Option value={25}>25 rows</Option>
          <Option value={50}>50 rows</Option>
        </Select>
      ))}
    </Stack>
  );
}
