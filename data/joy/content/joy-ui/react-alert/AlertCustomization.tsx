import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';

// A reusable "callout": an accent bar on the inline start edge, square corners there.
const Callout = styled(Alert)(({ theme }) => ({
  borderStartStartRadius: 0,
  borderEndStartRadius: 0,
  borderInlineStart: '4px solid',
  borderInlineStartColor: theme.vars.palette.primary.solidBg,
  alignItems: 'flex-start',
}));

export default function AlertCustomization() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Callout variant="soft" color="primary" startDecorator={<LightbulbOutlined />}>
        <div>
          <Typography level="title-sm" color="primary">
            Tip
          </Typography>
          <Typography level="body-sm">Press G then I to jump to your inbox from anywhere.</Typography>
        </div>
      </Callout>
      <Alert
        variant="outlined"
        color="success"
        startDecorator={<SellOutlined />}
        sx={{
          '--Alert-padding': '1rem',
          '--Alert-radius': '999px',
          borderStyle: 'dashed',
          justifyContent: 'center',
          fontWeight: 'lg',
        }}
      >
        Members save 10% on every rental.
      </Alert>
    </Stack>
  );
}
