import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';

const initialInvites = ['mara@ferncliff.io', 'jonas@ferncliff.io'];

export default function VariantsHierarchy() {
  const [invites, setInvites] = React.useState(initialInvites);

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 460 }}>
      <Typography level="title-lg" component="h3">
        Invite teammates
      </Typography>
      <FormControl>
        <FormLabel>Email addresses</FormLabel>
        <Input placeholder="name@ferncliff.io" />
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label="Pending invites" role="list">
        {invites.map((email) => (
          // soft: secondary information that should not compete with the actions.
          <Chip
            key={email}
            role="listitem"
            variant="soft"
            endDecorator={
              <ChipDelete aria-label={`Remove ${email}`} onDelete={() => setInvites((list) => list.filter((item) => item !== email))} />
            }
          >
            {email}
          </Chip>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {/* plain: the least important action. */}
        <Button variant="plain" color="neutral" onClick={() => setInvites(initialInvites)}>
          Cancel
        </Button>
        {/* outlined: an alternative the user may want. */}
        <Button variant="outlined" color="neutral" startDecorator={<LinkRoundedIcon />}>
          Copy invite link
        </Button>
        {/* solid: the one action the card is for. */}
        <Button variant="solid">Send {invites.length} invites</Button>
      </Box>
    </Card>
  );
}
