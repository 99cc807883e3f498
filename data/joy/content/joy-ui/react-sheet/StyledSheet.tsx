import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';

// A callout for articles, built once on Sheet: it keeps the variant and color props
// and reads every colour from the theme, so it works in light and dark mode.
const Callout = styled(Sheet)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.md,
  borderInlineStart: '4px solid',
  borderInlineStartColor: 'currentColor',
  '& > svg': { flexShrink: 0, marginTop: 2 },
}));

export default function StyledSheet() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: 460, maxWidth: '100%' }}>
      <Callout variant="soft" color="primary">
        <LightbulbOutlined />
        <div>
          <Typography level="title-sm" textColor="inherit">
            Tip
          </Typography>
          <Typography level="body-sm" textColor="text.primary">
            Hold Alt while dragging a layer to duplicate it.
          </Typography>
        </div>
      </Callout>
      <Callout variant="soft" color="warning">
        <ReportProblemOutlined />
        <div>
          <Typography level="title-sm" textColor="inherit">
            Before you start
          </Typography>
          <Typography level="body-sm" textColor="text.primary">
            Export your project first: the migration cannot be undone.
          </Typography>
        </div>
      </Callout>
    </Box>
  );
}
