import { useId, type ReactNode } from 'react';
import styles from './option-panel.module.css';

interface OptionPanelProps {
  readonly title: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}

/** A collapsible group of options: the heading button opens and closes it. */
export function OptionPanel({ title, open, onToggle, children }: OptionPanelProps) {
  const contentId = useId();
  return (
    <section className={styles.panel}>
      <h2 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={contentId} onClick={onToggle}>
          {title}
          <span aria-hidden="true" className={styles.chevron}>
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={contentId} className={styles.content} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
