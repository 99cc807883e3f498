import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Lock from '@mui/icons-material/Lock';

export default function DisabledChips() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip disabled startDecorator={<Lock />}>
        Archived project
      </Chip>
      <Chip disabled variant="outlined" onClick={() => {}}>
        Clickable, but disabled
      </Chip>
      <Chip disabled color="primary" variant="soft" endDecorator={<ChipDelete aria-label="Remove Berlin office" />}>
        Berlin office
      </Chip>
    </Stack>
  );
}
