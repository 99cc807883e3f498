import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip, { tooltipClasses, type TooltipProps } from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

// The tooltip renders in a portal, away from its child: pass the styled class name to the popper,
// then reach the tooltip inside it through tooltipClasses.
function PopperClassTooltip({ className, ...props }: TooltipProps) {
  return <Tooltip {...props} classes={{ popper: className }} />;
}

const ShortcutTooltip = styled(PopperClassTooltip)(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    fontSize: 13,
    backgroundColor: theme.palette.grey[900],
  },
  '& kbd': {
    padding: '0 5px',
    border: `1px solid ${theme.palette.grey[600]}`,
    borderRadius: 4,
    fontFamily: 'inherit',
    fontSize: 11,
  },
}));

const CardTooltip = styled(PopperClassTooltip)(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    maxWidth: 260,
    padding: theme.spacing(1.5, 2),
    color: (theme.vars ?? theme).palette.text.primary,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    boxShadow: theme.shadows[4],
    fontSize: 13,
    ...theme.applyStyles('dark', { backgroundColor: theme.palette.grey[900] }),
  },
}));

export default function CustomizedTooltips() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}>
      <ShortcutTooltip
        title={
          <>
            Bold
            <span>
              <kbd>Ctrl</kbd> + <kbd>B</kbd>
            </span>
          </>
        }
      >
        <IconButton aria-label="Bold">
          <FormatBoldIcon />
        </IconButton>
      </ShortcutTooltip>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography>Annual percentage rate</Typography>
        <CardTooltip
          describeChild
          title={
            <>
              <Typography variant="subtitle2" component="p" gutterBottom>
                What APR includes
              </Typography>
              The yearly cost of the loan: the interest rate plus the fees you pay to take it out, such as the origination fee.
            </>
          }
        >
          <IconButton size="small" aria-label="About APR">
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </CardTooltip>
      </Stack>
    </Stack>
  );
}
