import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { CHANNELS } from './data';
import { formatInteger } from './format';

const TOTAL = CHANNELS.reduce((sum, channel) => sum + channel.sessions, 0);
// With a radius of 100 / 2π the circle's circumference is 100, so dash lengths are percentages.
const RADIUS = 15.9155;
const GAP = 0.8;

const segments = CHANNELS.reduce<{ start: number; share: number }[]>((acc, channel) => {
  const start = acc.length ? acc[acc.length - 1].start + acc[acc.length - 1].share : 0;
  return [...acc, { start, share: (channel.sessions / TOTAL) * 100 }];
}, []);

const percent = (share: number) => `${Math.round(share)}%`;

/**
 * A donut drawn with one stroked circle per channel. The legend beside it lists every value in
 * text, so colour is never the only way to read the chart.
 */
export default function ChannelChart() {
  const theme = useTheme();
  const summary = CHANNELS.map((channel, index) => `${channel.name} ${percent(segments[index].share)}`).join(', ');

  return (
    <Card component="section" id="channels" aria-labelledby="channels-title" sx={{ height: '100%', scrollMarginTop: 80 }}>
      <CardContent>
        <Typography id="channels-title" variant="h2">
          Sessions by channel
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          March 2025
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row', lg: 'column' },
            alignItems: 'center',
            gap: 3,
            mt: 2,
          }}
        >
          <Box sx={{ position: 'relative', width: 176, height: 176, flexShrink: 0 }}>
            <svg viewBox="0 0 42 42" width="176" height="176" role="img" aria-label={`Sessions by channel: ${summary}.`}>
              {CHANNELS.map((channel, index) => {
                const { start, share } = segments[index];
                return (
                  <circle
                    key={channel.name}
                    cx="21"
                    cy="21"
                    r={RADIUS}
                    fill="none"
                    stroke={theme.vars.palette[channel.color].main}
                    strokeWidth="5"
                    strokeDasharray={`${(share - GAP).toFixed(2)} ${(100 - share + GAP).toFixed(2)}`}
                    // Start at twelve o'clock and go clockwise.
                    strokeDashoffset={(25 - start).toFixed(2)}
                  />
                );
              })}
            </svg>
            <Box aria-hidden="true" sx={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center' }}>
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{formatInteger(TOTAL)}</Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                sessions
              </Typography>
            </Box>
          </Box>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', width: '100%', display: 'grid', gap: 1 }}>
            {CHANNELS.map((channel, index) => (
              <Box component="li" key={channel.name} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Box
                  aria-hidden="true"
                  sx={{ width: 12, height: 12, borderRadius: '3px', flexShrink: 0, bgcolor: `${channel.color}.main` }}
                />
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {channel.name}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                  {formatInteger(channel.sessions)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, width: 40, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {percent(segments[index].share)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
