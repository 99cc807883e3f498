import classes from './css.module.css';

export default function BoxBasic() {
  return (
    <div className={classes.card}>
      <div className={classes.label}>Sessions this week</div>
      <div className={classes.value}>1,284</div>
      <div className={classes.footnote}>
        <span className={classes.trendUp}>+12.4%</span>
        <span className={classes.comparison}>compared with last week</span>
      </div>
    </div>
  );
}
