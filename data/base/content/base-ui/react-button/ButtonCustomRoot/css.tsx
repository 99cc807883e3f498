import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './css.module.css';

const templates = [
  { name: 'Weekly newsletter', detail: 'Header, three stories and a footer' },
  { name: 'Event invitation', detail: 'Date, venue map and an RSVP link' },
];

export default function ButtonCustomRoot() {
  const [picked, setPicked] = React.useState<string | null>(null);
  return (
    <div className={classes.stack}>
      <div className={classes.grid}>
        {templates.map((template) => (
          <Button key={template.name} slots={{ root: 'div' }} onClick={() => setPicked(template.name)} className={classes.card}>
            <div className={classes.title}>{template.name}</div>
            <div className={classes.text}>{template.detail}</div>
          </Button>
        ))}
      </div>
      <p role="status" className={classes.text}>
        {picked ? `Template chosen: ${picked}` : 'No template chosen yet'}
      </p>
    </div>
  );
}
