import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';

const related = [
  { label: 'Badge', href: '/joy-ui/react-badge/' },
  { label: 'Autocomplete', href: '/joy-ui/react-autocomplete/' },
  { label: 'Checkbox', href: '/joy-ui/react-checkbox/' },
];

export default function ChipAsLink() {
  return (
    <nav aria-labelledby="chip-link-heading">
      <Typography id="chip-link-heading" level="title-sm" sx={{ mb: 1 }}>
        Keep reading
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {related.map((page) => (
          <Chip
            key={page.href}
            variant="outlined"
            color="primary"
            endDecorator={<ArrowForward />}
            slotProps={{ action: { component: 'a', href: page.href } }}
          >
            {page.label}
          </Chip>
        ))}
      </Stack>
    </nav>
  );
}
