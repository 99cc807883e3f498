import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { landscape } from './images';

type State = 'empty' | 'loading' | 'loaded';

export default function MediaPlaceholder() {
  const [state, setState] = React.useState<State>('empty');

  return (
    <Stack spacing={2} sx={{ width: 360, maxWidth: '100%' }}>
      <AspectRatio ratio="3/2" variant={state === 'empty' ? 'outlined' : 'soft'} sx={{ borderRadius: 'md' }}>
        {/* The first child fills the box; it holds whichever state the media is in. */}
        <div>
          {state === 'empty' && (
            <Stack spacing={1} sx={{ alignItems: 'center', color: 'text.tertiary' }}>
              <ImageOutlined sx={{ fontSize: '2.5rem' }} />
              <Typography level="body-sm">No cover image yet</Typography>
            </Stack>
          )}
          {state === 'loading' && <Skeleton animation="wave" />}
          {state === 'loaded' && <Box component="img" src={landscape} alt="Cover: mountains above a lake at dusk" />}
        </div>
      </AspectRatio>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="sm"
          variant={state === 'empty' ? 'solid' : 'outlined'}
          onClick={() => setState('empty')}
          aria-pressed={state === 'empty'}
        >
          Empty
        </Button>
        <Button
          size="sm"
          variant={state === 'loading' ? 'solid' : 'outlined'}
          onClick={() => setState('loading')}
          aria-pressed={state === 'loading'}
        >
          Loading
        </Button>
        <Button
          size="sm"
          variant={state === 'loaded' ? 'solid' : 'outlined'}
          onClick={() => setState('loaded')}
          aria-pressed={state === 'loaded'}
        >
          Loaded
        </Button>
      </Box>
    </Stack>
  );
}
