import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Schedule from '@mui/icons-material/Schedule';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

export default function ChipDecorators() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip size="lg" color="warning" startDecorator={<Schedule />}>
        Awaiting review
      </Chip>
      <Chip size="lg" color="success" startDecorator={<CheckCircleOutlined />}>
        Deployed
      </Chip>
      <Chip size="lg" color="danger" variant="outlined" startDecorator={<ErrorOutline />}>
        Build failed
      </Chip>
      <Chip size="lg" variant="outlined" startDecorator={<Avatar sx={{ fontSize: '0.625rem' }}>MK</Avatar>}>
        Mira Kowalski
      </Chip>
      <Chip size="lg" variant="soft" endDecorator={<KeyboardArrowDown />}>
        Sprint 14
      </Chip>
    </Stack>
  );
}
