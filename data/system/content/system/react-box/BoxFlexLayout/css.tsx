import classes from './css.module.css';

export default function BoxFlexLayout() {
  return (
    <div className={classes.row}>
      <div className={classes.avatar}>AL</div>
      <div className={classes.details}>
        <div className={classes.name}>Ada Lovelace</div>
        <div className={classes.team}>Analytical Engine team</div>
      </div>
      <div className={classes.statusBadge}>Online</div>
    </div>
  );
}
