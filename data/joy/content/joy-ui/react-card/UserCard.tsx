import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Routes', value: 58 },
  { label: 'Followers', value: 1240 },
  { label: 'Rating', value: 4.9 },
];

export default function UserCard() {
  const [following, setFollowing] = React.useState(false);
  return (
    <Card orientation="horizontal" sx={{ width: 480, maxWidth: '100%', flexWrap: 'wrap', overflow: 'auto' }}>
      <Avatar variant="soft" color="warning" sx={{ '--Avatar-size': '7rem', borderRadius: 'md', fontSize: 'xl3' }}>
        TA
      </Avatar>
      <CardContent sx={{ minWidth: 220 }}>
        <Typography level="title-lg" component="h3">
          Tomás Aguilar
        </Typography>
        <Typography level="body-sm" fontWeight="lg" textColor="text.tertiary">
          Mountain guide · Picos de Europa
        </Typography>
        <Sheet variant="soft" sx={{ borderRadius: 'sm', p: 1.5, my: 1.5, display: 'flex', gap: 2, bgcolor: 'background.level1' }}>
          {stats.map((stat) => (
            <div key={stat.label}>
              <Typography level="body-xs" fontWeight="lg">
                {stat.label}
              </Typography>
              <Typography fontWeight="lg">{stat.value.toLocaleString('en-GB')}</Typography>
            </div>
          ))}
        </Sheet>
        <Box sx={{ display: 'flex', gap: 1.5, '& > button': { flex: 1 } }}>
          <Button variant="outlined" color="neutral">
            Message
          </Button>
          <Button
            variant={following ? 'soft' : 'solid'}
            color="primary"
            aria-pressed={following}
            onClick={() => setFollowing((value) => !value)}
          >
            {following ? 'Following' : 'Follow'}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
