import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import ArrowForward from '@mui/icons-material/ArrowForward';
import MailOutline from '@mui/icons-material/MailOutline';

export default function ButtonDecorators() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="soft" startDecorator={<CloudDownloadOutlined />}>
        Export CSV
      </Button>
      <Button endDecorator={<ArrowForward />}>Next step</Button>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<MailOutline />}
        endDecorator={
          <Chip size="sm" color="primary" variant="solid">
            12
          </Chip>
        }
      >
        Inbox
      </Button>
    </Box>
  );
}
