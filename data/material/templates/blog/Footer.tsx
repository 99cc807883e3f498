import type * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Wordmark } from './Header';
import { TOPICS, type Topic } from './data';

interface FooterProps {
  /** Show one topic's stories (the footer's topic links filter the page). */
  onTopic: (topic: Topic) => void;
}

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <Typography component="h2" variant="overline" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, mt: 1 }}>
        {children}
      </Box>
    </div>
  );
}

export default function Footer({ onTopic }: FooterProps) {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 8 }}>
      <Box
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: 6,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr' },
          gap: 4,
        }}
      >
        <Box id="about" sx={{ scrollMarginTop: 96 }}>
          <Wordmark />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, maxWidth: 360 }}>
            Driftwood is the journal of a small product team. We write about how we design, build and decide, including the parts that did
            not work.
          </Typography>
        </Box>
        <Column title="Topics">
          {TOPICS.map((topic) => (
            <li key={topic}>
              <Link component="button" type="button" variant="body2" color="inherit" onClick={() => onTopic(topic)}>
                {topic}
              </Link>
            </li>
          ))}
        </Column>
        <Column title="Journal">
          {[
            ['#latest', 'Latest stories'],
            ['#archive', 'Archive'],
            ['#newsletter', 'Newsletter'],
            ['#top', 'Back to top'],
          ].map(([href, label]) => (
            <li key={href}>
              <Link href={href} variant="body2" color="inherit">
                {label}
              </Link>
            </li>
          ))}
        </Column>
      </Box>
      <Box sx={{ borderTop: 1, borderColor: 'divider', py: 3, px: 2, textAlign: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          © 2025 Driftwood. Sample stories written for this template.
        </Typography>
      </Box>
    </Box>
  );
}
