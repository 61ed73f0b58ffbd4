import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './button-link.module.css';

interface ButtonLinkProps {
  /** An app path, optionally with a query string. */
  readonly to: string;
  readonly children: ReactNode;
  readonly variant?: 'primary' | 'secondary';
}

/** An in-app link that looks like a call-to-action button (CREAR, Personalizá tu mousepad…). */
export function ButtonLink({ to, children, variant = 'primary' }: ButtonLinkProps) {
  return (
    <Link to={to} className={`${styles.link} ${styles[variant]}`}>
      {children}
    </Link>
  );
}
