import { Button } from '@mui/base/Button';
import classes from './css.module.css';

export default function ButtonLink() {
  return (
    <div className={classes.row}>
      <Button href="/base-ui/react-select/" className={classes.link}>
        Browse the Select docs
      </Button>
      <Button href="/base-ui/react-menu/" className={classes.link}>
        Browse the Menu docs
      </Button>
    </div>
  );
}
