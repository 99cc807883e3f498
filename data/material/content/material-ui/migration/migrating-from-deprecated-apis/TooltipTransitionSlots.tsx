import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { label: 'Copy link', icon: <ContentCopyIcon /> },
  { label: 'Download PDF', icon: <DownloadIcon /> },
  { label: 'Share with team', icon: <ShareIcon /> },
];

export default function TooltipTransitionSlots() {
  return (
    <Stack direction="row" spacing={1}>
      {actions.map((action) => (
        <Tooltip
          key={action.label}
          title={action.label}
          // Was TransitionComponent={Zoom}
          slots={{ transition: Zoom }}
          slotProps={{
            // Was TransitionProps={{ timeout: 250 }}
            transition: { timeout: 250 },
            // Was PopperProps={{ modifiers: [...] }}
            popper: { modifiers: [{ name: 'offset', options: { offset: [0, -4] } }] },
          }}
        >
          <IconButton aria-label={action.label}>{action.icon}</IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
