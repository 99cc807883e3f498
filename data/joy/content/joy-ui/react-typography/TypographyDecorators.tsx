import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import OpenInNew from '@mui/icons-material/OpenInNew';

export default function TypographyDecorators() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      {/* A Chip is a <div>, which a <p> (title-lg's element) cannot hold. */}
      <Typography
        level="title-lg"
        component="div"
        endDecorator={
          <Chip size="sm" color="success">
            New
          </Chip>
        }
      >
        Shared calendars
      </Typography>
      <Typography level="body-sm" startDecorator={<InfoOutlined />}>
        Icons take the size of the text they sit beside.
      </Typography>
      <Typography color="success" startDecorator={<CheckCircle />}>
        All 14 tests passed
      </Typography>
      <Typography level="body-md">
        Read the{' '}
        <Typography
          component="a"
          href="?section=release-notes"
          color="primary"
          endDecorator={<OpenInNew />}
          sx={{ '--Icon-fontSize': '1em' }}
        >
          release notes
        </Typography>{' '}
        before you upgrade.
      </Typography>
    </Stack>
  );
}
