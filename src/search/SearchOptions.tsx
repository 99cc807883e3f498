import * as React from 'react';
import type { SearchHit } from './searchHits';
import ExcerptText from './ExcerptText';
import styles from './SearchOptions.module.css';

interface OptionProps {
  id: string;
  active: boolean;
  onPointerMove: () => void;
  onClick: () => void;
}

export function ResultOption({ id, hit, active, onPointerMove, onClick }: OptionProps & { hit: SearchHit }) {
  return (
    <li id={id} role="option" aria-selected={active} onPointerMove={onPointerMove} onClick={onClick} className={styles.option}>
      <div className={styles.body}>
        <div className={styles.title}>
          {hit.title}
          {hit.section ? (
            <span className={styles.section}>
              {' › '}
              {hit.section}
            </span>
          ) : null}
        </div>
        <ExcerptText segments={hit.excerpt} className={styles.excerpt} />
      </div>
    </li>
  );
}

export function RecentOption({ id, query, icon, active, onPointerMove, onClick }: OptionProps & { query: string; icon: React.ReactNode }) {
  return (
    <li id={id} role="option" aria-selected={active} onPointerMove={onPointerMove} onClick={onClick} className={styles.option}>
      <span aria-hidden className={styles.icon}>
        {icon}
      </span>
      {query}
    </li>
  );
}

interface ProductFilterProps {
  current: string;
  allProducts: boolean;
  onChange: (allProducts: boolean) => void;
}

/** The current product or all of them, one click apart. */
export function ProductFilter({ current, allProducts, onChange }: ProductFilterProps) {
  const choices = [
    { label: current, all: false },
    { label: 'All products', all: true },
  ];
  return (
    <div role="group" aria-label="Search in" className={styles.filter}>
      <span aria-hidden className={styles.filterLabel}>
        Search in
      </span>
      {choices.map((choice) => (
        <button
          key={choice.label}
          type="button"
          aria-pressed={allProducts === choice.all}
          onClick={() => onChange(choice.all)}
          className={styles.choice}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
