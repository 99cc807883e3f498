import * as React from 'react';
import Input from '@mui/joy/Input';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';

const link = 'https://example.com/invite/4f7q-kt2m';

export default function ControlledTooltip() {
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // The clipboard can be unavailable (an insecure page, a denied permission): the field can still be selected.
    }
    setCopied(true);
    setOpen(true);
  };

  return (
    <Input
      readOnly
      value={link}
      sx={{ maxWidth: 380 }}
      slotProps={{ input: { 'aria-label': 'Invite link' } }}
      endDecorator={
        <Tooltip
          title={copied ? 'Copied!' : 'Copy link'}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => {
            setOpen(false);
            setCopied(false);
          }}
          variant={copied ? 'soft' : 'solid'}
          color={copied ? 'success' : 'neutral'}
        >
          <IconButton variant="plain" onClick={copy}>
            {copied ? <Check /> : <ContentCopy />}
          </IconButton>
        </Tooltip>
      }
    />
  );
}
