import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';
import CallOutlined from '@mui/icons-material/CallOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import MailOutline from '@mui/icons-material/MailOutline';

// A floating action bar: raised surface, larger radius, buttons that fill it evenly.
const ActionBar = styled(ButtonGroup)(({ theme }) => ({
  '--ButtonGroup-radius': theme.vars.radius.xl,
  backgroundColor: theme.vars.palette.background.surface,
  boxShadow: theme.shadow.md,
  width: '100%',
  maxWidth: 420,
}));

export default function CustomizedButtonGroup() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <ActionBar variant="plain" buttonFlex={1} aria-label="Contact the host">
        <Button startDecorator={<CallOutlined />}>Call</Button>
        <Button startDecorator={<ChatBubbleOutline />}>Message</Button>
        <Button startDecorator={<MailOutline />}>Email</Button>
      </ActionBar>
      <ButtonGroup
        variant="outlined"
        aria-label="Legal links"
        sx={{
          '& > button': { fontWeight: 'md', textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: 'xs' },
        }}
      >
        <Button>Terms</Button>
        <Button>Privacy</Button>
        <Button>Cookies</Button>
      </ButtonGroup>
    </Stack>
  );
}
