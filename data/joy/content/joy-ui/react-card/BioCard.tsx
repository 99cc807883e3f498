import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import CodeRounded from '@mui/icons-material/CodeRounded';
import PublicRounded from '@mui/icons-material/PublicRounded';

export default function BioCard() {
  return (
    <Card sx={{ width: 320, maxWidth: '100%', boxShadow: 'lg' }}>
      <CardContent sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Avatar size="lg" variant="solid" color="success" sx={{ '--Avatar-size': '5rem', fontSize: 'xl2' }}>
          IN
        </Avatar>
        <Chip size="sm" variant="soft" color="success" sx={{ mt: -1.5, zIndex: 1, border: '3px solid', borderColor: 'background.surface' }}>
          Open to mentoring
        </Chip>
        <Typography level="title-lg" component="h3">
          Ingrid Nilsen
        </Typography>
        <Typography level="body-sm" sx={{ maxWidth: '26ch' }}>
          Staff engineer working on offline-first mobile apps. Writes about sync and conflict resolution.
        </Typography>
        <CardActions sx={{ '--Button-minHeight': '32px', justifyContent: 'center', pt: 1 }}>
          <IconButton size="sm" variant="plain" color="neutral" aria-label="Personal website">
            <PublicRounded />
          </IconButton>
          <IconButton size="sm" variant="plain" color="neutral" aria-label="Code repositories">
            <CodeRounded />
          </IconButton>
          <IconButton size="sm" variant="plain" color="neutral" aria-label="Email Ingrid">
            <AlternateEmailRounded />
          </IconButton>
        </CardActions>
      </CardContent>
      <CardOverflow sx={{ bgcolor: 'background.level1' }}>
        <CardActions buttonFlex="1">
          <Button variant="outlined" color="neutral" sx={{ bgcolor: 'background.surface' }}>
            Message
          </Button>
          <Button variant="solid" color="primary">
            Book a session
          </Button>
        </CardActions>
      </CardOverflow>
    </Card>
  );
}
