import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

const stages = [
  'Start at the harbour car park and follow the blue markers up the steps.',
  'Keep the sea on your left along the cliff path for 3 km, past the old signal station.',
  'At the stone bench, turn inland through the heather and descend to the village.',
];

export default function TrailCard() {
  const [saved, setSaved] = React.useState(false);
  const [expanded, setExpanded] = React.useState(false);
  const [menuAnchor, setMenuAnchor] = React.useState<null | HTMLElement>(null);
  const [notice, setNotice] = React.useState('');
  const detailsId = React.useId();

  const closeMenu = (message?: string) => {
    setMenuAnchor(null);
    if (message) {
      setNotice(message);
    }
  };

  return (
    <Card sx={{ maxWidth: 360, mx: 'auto' }}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: 'success.dark' }} aria-hidden>
            NK
          </Avatar>
        }
        action={
          <IconButton aria-label="Route options" aria-haspopup="true" onClick={(event) => setMenuAnchor(event.currentTarget)}>
            <MoreVertIcon />
          </IconButton>
        }
        title="Cliff loop, 7.5 km"
        subheader="Shared by Nadia K. · 2 h 40 min"
        slotProps={{ title: { component: 'h3', variant: 'subtitle1' } }}
      />
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => closeMenu()}>
        <MenuItem onClick={() => closeMenu('The GPX file is ready to download.')}>Download GPX</MenuItem>
        <MenuItem onClick={() => closeMenu('Thanks, the route will be checked.')}>Report a problem</MenuItem>
      </Menu>
      <CardMedia
        component="div"
        role="img"
        aria-label="Abstract picture of green cliffs above a blue sea"
        sx={{
          height: 150,
          background: 'linear-gradient(170deg, #9fd3e6 0%, #9fd3e6 38%, #4c8a4a 39%, #2f6b3a 70%, #1f4f7a 71%, #173e63 100%)',
        }}
      />
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          A moderate coastal walk with wide sea views, two steep sections and a café at the halfway point.
        </Typography>
        {notice ? (
          <Typography variant="body2" role="status" sx={{ mt: 1 }}>
            {notice}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions disableSpacing>
        <IconButton aria-label="Save route" aria-pressed={saved} onClick={() => setSaved((value) => !value)}>
          {saved ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
        </IconButton>
        <IconButton aria-label="Share route" onClick={() => setNotice('Link copied to share.')}>
          <ShareIcon />
        </IconButton>
        <IconButton
          aria-label="Show route stages"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
          sx={(theme) => ({
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          })}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit id={detailsId}>
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            Stages
          </Typography>
          <Typography component="ol" variant="body2" sx={{ m: 0, pl: 2.5 }}>
            {stages.map((stage) => (
              <li key={stage}>{stage}</li>
            ))}
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
