import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { people } from './people';

// Show at most `max` avatars: the last slot becomes "+N" when people do not fit.
function visibleAvatars(max: number) {
  if (people.length <= max) {
    return { shown: people, surplus: 0 };
  }
  return { shown: people.slice(0, max - 1), surplus: people.length - (max - 1) };
}

export default function GroupQuantity() {
  const [max, setMax] = React.useState(5);
  const { shown, surplus } = visibleAvatars(max);
  const labelId = React.useId();

  return (
    <Stack spacing={2.5} useFlexGap sx={{ width: 320, maxWidth: '100%' }}>
      <div>
        <Typography id={labelId} level="title-sm">
          Maximum avatars: {max}
        </Typography>
        {/* Joy's Slider does not read FormControl: name it with aria-labelledby. */}
        <Slider
          aria-labelledby={labelId}
          min={2}
          max={people.length}
          step={1}
          marks
          value={max}
          onChange={(event, value) => setMax(value as number)}
        />
      </div>
      <AvatarGroup role="group" aria-label={`Event attendees: ${people.length}`}>
        {shown.map((person) => (
          <Avatar key={person.name} src={person.photo} alt={person.name} />
        ))}
        {surplus > 0 && (
          <Avatar role="img" aria-label={`and ${surplus} more`}>
            +{surplus}
          </Avatar>
        )}
      </AvatarGroup>
    </Stack>
  );
}
