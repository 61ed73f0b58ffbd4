import type { ReactNode } from 'react';
import styles from './toggle-button.module.css';

interface ToggleButtonProps {
  readonly pressed: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
  readonly label?: string;
}

/** A button that shows whether its option is on (aria-pressed). */
export function ToggleButton({ pressed, onClick, children, label }: ToggleButtonProps) {
  return (
    <button type="button" className={styles.button} aria-pressed={pressed} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
