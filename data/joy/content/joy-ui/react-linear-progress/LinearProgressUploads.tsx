import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';

interface Upload {
  name: string;
  sizeMb: number;
  // Simulated speed: percent per tick.
  speed: number;
  progress: number;
  cancelled: boolean;
}

const FILES: Upload[] = [
  { name: 'site-survey.pdf', sizeMb: 3.4, speed: 9, progress: 0, cancelled: false },
  { name: 'floor-plan-v2.dwg', sizeMb: 12.8, speed: 4, progress: 0, cancelled: false },
  { name: 'kitchen-photos.zip', sizeMb: 27.1, speed: 2.5, progress: 0, cancelled: false },
];

const active = (file: Upload) => !file.cancelled && file.progress < 100;

export default function LinearProgressUploads() {
  const [files, setFiles] = React.useState(FILES);
  const [started, setStarted] = React.useState(false);
  // Derived: the interval below stops as soon as nothing is left to upload.
  const running = started && files.some(active);
  const mainButton = React.useRef<HTMLButtonElement>(null);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const id = setInterval(() => {
      setFiles((current) =>
        current.map((file) => (active(file) ? { ...file, progress: Math.min(100, file.progress + file.speed) } : file)),
      );
    }, 200);
    return () => clearInterval(id);
  }, [running]);

  const finished = files.filter((file) => file.progress === 100).length;

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 460, mx: 'auto' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography level="title-md">Project files</Typography>
        <Button
          ref={mainButton}
          size="sm"
          variant={running ? 'outlined' : 'solid'}
          color={running ? 'neutral' : 'primary'}
          onClick={() => {
            if (running) {
              setFiles((current) => current.map((file) => (active(file) ? { ...file, cancelled: true } : file)));
            } else {
              setFiles(FILES);
              setStarted(true);
            }
          }}
        >
          {running ? 'Cancel all' : finished > 0 || files.some((file) => file.cancelled) ? 'Upload again' : 'Upload 3 files'}
        </Button>
      </Box>
      <List sx={{ '--ListItem-paddingX': '0px', '--ListItemDecorator-size': '2.25rem' }}>
        {files.map((file) => {
          const done = file.progress === 100;
          const state = file.cancelled
            ? 'Cancelled'
            : done
              ? 'Uploaded'
              : file.progress === 0
                ? 'Waiting'
                : `${Math.round(file.progress)}%`;
          return (
            <ListItem
              key={file.name}
              endAction={
                running && active(file) ? (
                  <IconButton
                    size="sm"
                    variant="plain"
                    color="neutral"
                    aria-label={`Cancel ${file.name}`}
                    onClick={() => {
                      // The button goes away with the upload: keep keyboard focus in the card.
                      mainButton.current?.focus();
                      setFiles((current) => current.map((item) => (item.name === file.name ? { ...item, cancelled: true } : item)));
                    }}
                  >
                    <CloseRounded />
                  </IconButton>
                ) : null
              }
            >
              <ListItemDecorator sx={{ color: done ? 'success.plainColor' : 'text.icon' }}>
                {done ? <CheckCircleRounded /> : <InsertDriveFileOutlined />}
              </ListItemDecorator>
              <ListItemContent sx={{ pr: 5 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography level="body-sm" noWrap>
                    {file.name}
                  </Typography>
                  <Typography level="body-xs" sx={{ flexShrink: 0 }}>
                    {state}
                  </Typography>
                </Box>
                <LinearProgress
                  determinate
                  value={file.progress}
                  size="sm"
                  color={file.cancelled ? 'neutral' : done ? 'success' : 'primary'}
                  aria-label={`${file.name}, ${file.sizeMb} MB`}
                  sx={{ mt: 0.75 }}
                />
              </ListItemContent>
            </ListItem>
          );
        })}
      </List>
      <Typography role="status" level="body-xs">
        {running ? `Uploading… ${finished} of ${files.length} done` : finished > 0 ? `${finished} of ${files.length} files uploaded.` : ''}
      </Typography>
    </Card>
  );
}
