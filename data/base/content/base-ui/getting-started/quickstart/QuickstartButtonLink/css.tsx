import { Button } from '@mui/base/Button';
import classes from './css.module.css';

export default function QuickstartButtonLink() {
  return (
    <nav aria-label="Order actions" className={classes.row}>
      <Button href="?section=order-4821" slots={{ root: 'a' }} className={classes.link}>
        View order #4821
      </Button>
      <Button href="?section=returns" slots={{ root: 'a' }} className={classes.link}>
        Start a return
      </Button>
    </nav>
  );
}
